import { Group, SegmentedControl, Text, TextInput, useMatches } from '@mantine/core';
import { formatDate, MANAGER_PERIOD_KINDS, parseBrazilianDate } from '@rota/domain';
import { useEffect, useState } from 'react';
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
            label={messages.period.from}
            value={period.from}
            onChange={(from) => setProblem(state.setCustom({ from, to: period.to }))}
          />
          <DateField
            label={messages.period.to}
            value={period.to}
            onChange={(to) => setProblem(state.setCustom({ from: period.from, to }))}
          />
        </Group>
      )}
      {choice.kind === 'custom' && problem && (
        <Text size="sm" c="red.8" role="alert" pb={6}>
          {problem}
        </Text>
      )}
      <Text size="sm" c="dimmed" data-testid="manager-range" pb={6}>
        {messages.period.range(periodText(period, false), period.year)}
      </Text>
    </Group>
  );
}

/** A date typed as dd/mm/aaaa, handed on as `yyyy-mm-dd` once it is a real date. */
function DateField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (date: string) => void;
}) {
  const [text, setText] = useState(() => formatDate(value));
  // A new value from outside (the other field swapped the ends, a preset) replaces the text.
  useEffect(() => setText(formatDate(value)), [value]);
  const parsed = parseBrazilianDate(text);
  const complete = text.replace(/\D/g, '').length >= 8;
  return (
    <TextInput
      size="xs"
      w={130}
      label={label}
      placeholder={messages.period.placeholder}
      inputMode="numeric"
      value={text}
      error={complete && !parsed ? messages.period.invalidDate : undefined}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        const date = parseBrazilianDate(next);
        if (date && date !== value) onChange(date);
      }}
    />
  );
}
