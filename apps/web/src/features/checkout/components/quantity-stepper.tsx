import { ActionIcon, Group, NumberInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { messages } from '../messages.ts';

/**
 * A whole quantity (§9: 0 decimals) with big − and + buttons for a thumb, and the number typed
 * in between. Never below 1: removing a line is its own button.
 */
export function QuantityStepper({
  value,
  onChange,
  label,
  disabled = false,
}: {
  value: number;
  onChange: (quantity: number) => void;
  label: string;
  disabled?: boolean;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        size={44}
        variant="light"
        aria-label={messages.less}
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <IconMinus size={20} />
      </ActionIcon>
      <NumberInput
        aria-label={label}
        value={value}
        min={1}
        max={999_999}
        step={1}
        allowDecimal={false}
        allowNegative={false}
        hideControls
        thousandSeparator="."
        decimalSeparator=","
        disabled={disabled}
        w={72}
        size="md"
        styles={{ input: { textAlign: 'center' } }}
        onChange={(next) => {
          const quantity = typeof next === 'number' ? next : Number.parseInt(next, 10);
          if (Number.isInteger(quantity) && quantity >= 1) onChange(quantity);
        }}
      />
      <ActionIcon
        size={44}
        variant="light"
        aria-label={messages.more}
        disabled={disabled}
        onClick={() => onChange(value + 1)}
      >
        <IconPlus size={20} />
      </ActionIcon>
    </Group>
  );
}
