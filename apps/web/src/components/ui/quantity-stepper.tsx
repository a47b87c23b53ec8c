import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import './icon-button.css';
import './quantity-stepper.css';

export interface QuantityStepperLabels {
  /** The field's accessible name ("Quantidade de Pão francês"). */
  input: string;
  less: string;
  more: string;
}

/**
 * A whole quantity (§9: 0 decimals) of at least 1, with big − and + buttons for a thumb and the
 * digits typed in between: a whole number ≥ 1 applies as it is typed, anything else goes back to
 * the last good value when the field is left. Removing a line is its own button. Plain elements,
 * not Mantine's NumberInput and ActionIcon: a 100-line cart renders 100 of these and must open
 * within 300 ms (DESIGN.md "Budgets"), and NumberInput would bring react-number-format along.
 */
export function QuantityStepper({
  value,
  onChange,
  labels,
}: {
  value: number;
  onChange: (quantity: number) => void;
  labels: QuantityStepperLabels;
}) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const typed = (next: string) => {
    const digits = next.replace(/\D/g, '');
    setText(digits);
    const quantity = Number.parseInt(digits, 10);
    if (quantity >= 1 && quantity !== value) onChange(quantity);
  };
  return (
    <div style={{ display: 'flex', gap: 4, alignItems: 'center' }}>
      <button
        type="button"
        className="rota-icon-button"
        data-tone="light"
        aria-label={labels.less}
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <IconMinus size={20} aria-hidden />
      </button>
      <input
        aria-label={labels.input}
        className="rota-quantity"
        value={text}
        inputMode="numeric"
        enterKeyHint="done"
        onChange={(event) => typed(event.currentTarget.value)}
        onBlur={() => setText(String(value))}
      />
      <button
        type="button"
        className="rota-icon-button"
        data-tone="light"
        aria-label={labels.more}
        onClick={() => onChange(value + 1)}
      >
        <IconPlus size={20} aria-hidden />
      </button>
    </div>
  );
}
