import { Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { QuantityInput } from '#ui/quantity-input.tsx';
import { messages } from '../messages.ts';

/**
 * A quantity produced, zero or more, in the production order's unit (`decimals`: whole pieces,
 * or up to 3 for an order in kg or m): the shared `QuantityInput` at the tablet's size, a big
 * field between big − and + buttons (60 px) for a gloved thumb. Only a quantity that reads right
 * is reported; what cannot be read stays as typed with the reason (`onProblem`).
 */
export function QuantityField({
  label,
  value,
  onChange,
  decimals,
  unit,
  onProblem,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  decimals: number;
  unit?: string;
  onProblem?: (problem: string | null) => void;
}) {
  const id = useId();
  return (
    <Stack gap={4}>
      <Text component="label" htmlFor={id} fw={700} fz="lg">
        {label}
      </Text>
      <QuantityInput
        id={id}
        size="xl"
        value={value}
        onChange={onChange}
        decimals={decimals}
        unit={unit}
        allowZero
        onProblem={onProblem}
        labels={{ input: label, less: messages.finish.less(label), more: messages.finish.more(label) }}
      />
    </Stack>
  );
}
