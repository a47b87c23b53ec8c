import { Group, SegmentedControl } from '@mantine/core';
import { PERIOD_KINDS } from '@rota/domain';
import { DateField } from '#ui/date-field.tsx';
import type { ReportPeriod } from '../hooks/use-report-period.ts';
import { messages } from '../messages.ts';

/** Hoje, Semana, Mês or Personalizado (two dates). */
export function ReportPeriodPicker({ period }: { period: ReportPeriod }) {
  return (
    <Group gap="xs" align="end" wrap="wrap">
      <SegmentedControl
        aria-label={messages.periodLabel}
        value={period.kind}
        onChange={(value) => period.setKind(value)}
        data={PERIOD_KINDS.map((value) => ({ value, label: messages.periods[value] }))}
      />
      {period.kind === 'custom' && (
        <Group gap="xs" wrap="nowrap">
          <DateField
            size="xs"
            w={140}
            label={messages.fromLabel}
            value={period.custom.from}
            onChange={(from) => from && period.setCustom({ ...period.custom, from })}
          />
          <DateField
            size="xs"
            w={140}
            label={messages.toLabel}
            value={period.custom.to}
            onChange={(to) => to && period.setCustom({ ...period.custom, to })}
          />
        </Group>
      )}
    </Group>
  );
}
