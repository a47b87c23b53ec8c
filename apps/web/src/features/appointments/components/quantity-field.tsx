import { ActionIcon, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { messages } from '../messages.ts';

/**
 * A whole quantity, zero or more: a big field for the tablet's numeric keyboard between big − and
 * + buttons (56 px), for a gloved thumb.
 */
export function QuantityField({
  label,
  value,
  onChange,
  error,
  step = 1,
}: {
  label: string;
  value: number | '';
  onChange: (value: number | '') => void;
  error?: string | null;
  step?: number;
}) {
  const id = useId();
  const current = value === '' ? 0 : value;
  return (
    <Stack gap={4}>
      <Text component="label" htmlFor={id} fw={700} fz="lg">
        {label}
      </Text>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ActionIcon
          size={60}
          variant="default"
          aria-label={messages.finish.less(label)}
          onClick={() => onChange(Math.max(0, current - step))}
          disabled={current <= 0}
        >
          <IconMinus size={28} aria-hidden />
        </ActionIcon>
        <NumberInput
          id={id}
          flex={1}
          size="xl"
          value={value}
          onChange={(next) => onChange(typeof next === 'number' ? next : next === '' ? '' : Number(next))}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          inputMode="numeric"
          thousandSeparator="."
          decimalSeparator=","
          error={error}
          styles={{ input: { fontSize: 28, fontWeight: 800, textAlign: 'center' } }}
        />
        <ActionIcon
          size={60}
          variant="default"
          aria-label={messages.finish.more(label)}
          onClick={() => onChange(current + step)}
        >
          <IconPlus size={28} aria-hidden />
        </ActionIcon>
      </Group>
    </Stack>
  );
}
