import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { messages } from '../messages.ts';

interface QuantityStepperProps {
  value: number;
  label: string;
  onChange: (quantity: number) => void;
}

/**
 * A whole quantity of at least 1 (§9: quantities with 0 decimals): − and + for the thumb, digits
 * typed for a large one. What is typed is applied once it is a whole number ≥ 1; anything else
 * goes back to the last good value when the field is left. (Mantine's NumberInput would bring
 * react-number-format, about 20 kB, into the seller area's precached chunk for this one field.)
 */
export function QuantityStepper({ value, label, onChange }: QuantityStepperProps) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const typed = (next: string) => {
    const digits = next.replace(/\D/g, '');
    setText(digits);
    const quantity = Number.parseInt(digits, 10);
    if (quantity >= 1) onChange(quantity);
  };
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        variant="default"
        size={30}
        aria-label={messages.decrease(label)}
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <IconMinus size={14} aria-hidden />
      </ActionIcon>
      <TextInput
        size="xs"
        w={52}
        inputMode="numeric"
        aria-label={messages.quantityLabel(label)}
        value={text}
        onChange={(event) => typed(event.currentTarget.value)}
        onBlur={() => setText(String(value))}
        styles={{ input: { textAlign: 'center', paddingInline: 4 } }}
      />
      <ActionIcon
        variant="default"
        size={30}
        aria-label={messages.increase(label)}
        onClick={() => onChange(value + 1)}
      >
        <IconPlus size={14} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
