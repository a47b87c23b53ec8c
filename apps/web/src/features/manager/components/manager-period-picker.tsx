import { Group, SegmentedControl, Text, useMatches } from '@mantine/core';
import { MANAGER_PERIOD_KINDS } from '@rota/domain';
import { useState } from 'react';
import { DateField } from '#ui/date-field.tsx';
import type { ManagerPeriodState } from '../hooks/use-manager-period.ts';
import { messages } from '../messages.ts';
import { periodText } from '../model/period-text.ts';

/**
 * The period of the whole manager area: Este mês, Mês passado, Este ano, or Personalizado with two
 * dates typed as dd/mm/aaaa (a date is taken once it is complete and exists; until then the
 * charts keep the last valid period). Below it, the days every chart covers and the year the
 * yearly charts read.
 */
export function ManagerPeriodPicker({ state }: { state: ManagerPeriodState }) {
  const { choice, period } = state;
  // Why the last typed period was not taken (more than two years…); cleared by the next one taken.
  const [problem, setProblem] = useState<string | null>(null);
  // On a phone the four choices share the width in a smaller type, so "Personalizado" fits.
  const phone = useMatches({ base: true, sm: false });
  return (
    <Group gap="sm" align="end" wrap="wrap" data-testid="manager-period">
      <SegmentedControl
        fullWidth={phone}
        size={phone ? 'xs' : 'sm'}
        w={phone ? '100%' : undefined}
        aria-label={messages.period.label}
        value={choice.kind}
        onChange={(value) => state.setKind(value)}
        data={MANAGER_PERIOD_KINDS.map((kind) => ({ value: kind, label: messages.period.kinds[kind] }))}
      />
      {choice.kind === 'custom' && (
        <Group gap="xs" wrap="nowrap" align="start">
          <DateField
            size="xs"
            w={140}
            label={messages.period.from}
            value={period.from}
            onChange={(from) =>
              from && from !== period.from && setProblem(state.setCustom({ from, to: period.to }))
            }
          />
          <DateField
            size="xs"
            w={140}
            label={messages.period.to}
            value={period.to}
            onChange={(to) =>
              to && to !== period.to && setProblem(state.setCustom({ from: period.from, to }))
            }
          />
        </Group>
      )}
      {choice.kind === 'custom' && problem && (
        <Text size="sm" c="var(--mantine-color-red-light-color)" role="alert" pb={6}>
          {problem}
        </Text>
      )}
      <Text size="sm" c="dimmed" data-testid="manager-range" pb={6}>
        {messages.period.range(periodText(period, false), period.year)}
      </Text>
    </Group>
  );
}
