import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { messages } from '../messages.ts';
import './cart-item.css';

/**
 * A whole quantity (§9: 0 decimals) with big − and + buttons for a thumb, and the number typed
 * in between (kept when the field is left or Enter is pressed). Never below 1: removing a line
 * is its own button. Plain elements, not Mantine's NumberInput and ActionIcon: a 100-line cart
 * renders 100 of these, and the cart must open within 300 ms (DESIGN.md "Budgets").
 */
export function QuantityStepper({
  value,
  onChange,
  label,
}: {
  value: number;
  onChange: (quantity: number) => void;
  label: string;
}) {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const commit = () => {
    const quantity = Number.parseInt(text.replace(/\D/g, ''), 10);
    if (Number.isInteger(quantity) && quantity >= 1 && quantity !== value) onChange(quantity);
    else setText(String(value));
  };
  return (
    <div style={{ display: 'flex', gap: 4, alignItems: 'center' }}>
      <button
        type="button"
        className="rota-icon-button"
        data-tone="light"
        aria-label={messages.less}
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <IconMinus size={20} />
      </button>
      <input
        aria-label={label}
        className="rota-quantity"
        value={text}
        inputMode="numeric"
        enterKeyHint="done"
        onChange={(event) => setText(event.currentTarget.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
      <button
        type="button"
        className="rota-icon-button"
        data-tone="light"
        aria-label={messages.more}
        onClick={() => onChange(value + 1)}
      >
        <IconPlus size={20} />
      </button>
    </div>
  );
}
