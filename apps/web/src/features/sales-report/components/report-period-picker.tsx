import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { PERIOD_KINDS } from '@rota/domain';
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
          <TextInput
            type="date"
            size="xs"
            label={messages.fromLabel}
            value={period.custom.from}
            onChange={(event) => period.setCustom({ ...period.custom, from: event.currentTarget.value })}
          />
          <TextInput
            type="date"
            size="xs"
            label={messages.toLabel}
            value={period.custom.to}
            onChange={(event) => period.setCustom({ ...period.custom, to: event.currentTarget.value })}
          />
        </Group>
      )}
    </Group>
  );
}
