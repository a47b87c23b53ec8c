import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuantityInput } from './quantity-input.tsx';

const labels = { input: 'Quantidade de Pão', less: 'Diminuir Pão', more: 'Aumentar Pão' };

/** The field as a screen holds it: the quantity in state, every change reported. */
function Holder({
  start,
  decimals,
  unit,
  onChange,
  settleMs,
}: {
  start: number;
  decimals: number;
  unit: string;
  onChange: (quantity: number) => void;
  settleMs?: number;
}) {
  const [value, setValue] = useState(start);
  return (
    <>
      <QuantityInput
        value={value}
        decimals={decimals}
        unit={unit}
        labels={labels}
        settleMs={settleMs}
        onChange={(quantity) => {
          onChange(quantity);
          setValue(quantity);
        }}
      />
      <output data-testid="held">{value}</output>
    </>
  );
}

const field = () => screen.getByLabelText<HTMLInputElement>('Quantidade de Pão');
const held = () => screen.getByTestId('held').textContent;

afterEach(cleanup);

describe('QuantityInput', () => {
  it('steps a counted unit by one, never below 1', () => {
    const changes = vi.fn();
    render(<Holder start={1} decimals={0} unit="UN" onChange={changes} />);
    const less = screen.getByRole<HTMLButtonElement>('button', { name: 'Diminuir Pão' });
    expect(less.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Aumentar Pão' }));
    expect(changes).toHaveBeenLastCalledWith(2);
    expect(field().value).toBe('2');
    expect(field().inputMode).toBe('numeric');
    expect(less.disabled).toBe(false);
  });

  it('reads "2,5" for a KG product as 2.5, shows the unit, and steps it exactly', () => {
    const changes = vi.fn();
    render(<Holder start={1} decimals={3} unit="KG" onChange={changes} />);
    expect(field().inputMode).toBe('decimal');
    expect(screen.getByText('kg')).toBeTruthy();
    fireEvent.change(field(), { target: { value: '2,5' } });
    expect(changes).toHaveBeenLastCalledWith(2.5);
    expect(field().value).toBe('2,5');
    expect(field().getAttribute('aria-invalid')).toBe('false');
    fireEvent.change(field(), { target: { value: '0,1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aumentar Pão' }));
    fireEvent.click(screen.getByRole('button', { name: 'Aumentar Pão' }));
    // 0,1 + 1 + 1 in thousandths: 2,1 kg, not 2.1000000000000001.
    expect(held()).toBe('2.1');
    expect(field().value).toBe('2,1');
  });

  it('keeps what was typed as typed: "2,50" stays "2,50" once read as 2.5', () => {
    render(<Holder start={1} decimals={3} unit="KG" onChange={() => {}} />);
    fireEvent.change(field(), { target: { value: '2,50' } });
    expect(held()).toBe('2.5');
    expect(field().value).toBe('2,50');
  });

  it('refuses "2,5" for a product sold whole: the text stays, the message shows, nothing is reported', () => {
    const changes = vi.fn();
    render(<Holder start={3} decimals={0} unit="UN" onChange={changes} />);
    fireEvent.change(field(), { target: { value: '2,5' } });
    // Never 25 (what a digits-only filter made of it) nor 2 or 3.
    expect(changes).not.toHaveBeenCalled();
    expect(held()).toBe('3');
    expect(field().value).toBe('2,5');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    const message = screen.getByText(/^Este produto é vendido por unidade inteira/);
    expect(field().getAttribute('aria-describedby')).toBe(message.id);
    fireEvent.blur(field());
    expect(field().value).toBe('2,5');
    // A right value clears the message and applies.
    fireEvent.change(field(), { target: { value: '4' } });
    expect(changes).toHaveBeenLastCalledWith(4);
    expect(screen.queryByText(/^Este produto é vendido/)).toBeNull();
  });

  it('refuses "2.5" with the comma message, a fourth decimal, zero and an empty field', () => {
    const changes = vi.fn();
    render(<Holder start={1} decimals={3} unit="KG" onChange={changes} />);
    fireEvent.change(field(), { target: { value: '2.5' } });
    expect(screen.getByText('Use vírgula para as casas decimais, por exemplo 2,5')).toBeTruthy();
    fireEvent.change(field(), { target: { value: '2,5001' } });
    expect(screen.getByText('Informe no máximo 3 casas decimais')).toBeTruthy();
    fireEvent.change(field(), { target: { value: '0' } });
    expect(screen.getByText('A quantidade deve ser maior que zero')).toBeTruthy();
    fireEvent.change(field(), { target: { value: '' } });
    expect(screen.getByText(/^Informe a quantidade com números/)).toBeTruthy();
    expect(changes).not.toHaveBeenCalled();
    expect(held()).toBe('1');
    // The + button applies to the value held and puts its text back.
    fireEvent.click(screen.getByRole('button', { name: 'Aumentar Pão' }));
    expect(field().value).toBe('2');
    expect(field().getAttribute('aria-invalid')).toBe('false');
  });

  it('with settleMs, stores nothing on the way to a refusal ("2" of "2,5"), and a right value once typing pauses or the field is left', () => {
    vi.useFakeTimers();
    try {
      const changes = vi.fn();
      render(<Holder start={3} decimals={0} unit="UN" settleMs={800} onChange={changes} />);
      for (const typed of ['2', '2,', '2,5']) fireEvent.change(field(), { target: { value: typed } });
      vi.advanceTimersByTime(2_000);
      expect(changes).not.toHaveBeenCalled();
      fireEvent.change(field(), { target: { value: '4' } });
      vi.advanceTimersByTime(799);
      expect(changes).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(changes).toHaveBeenLastCalledWith(4);
      fireEvent.change(field(), { target: { value: '5' } });
      fireEvent.blur(field());
      expect(changes).toHaveBeenLastCalledWith(5);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps what the seller types when a store lands late, and follows the value again once they leave', () => {
    // The cart's line: a late store (the second of two quick "+") reaches the field after the
    // seller cleared it to type; the typed text stays, and is what gets stored.
    const changes = vi.fn();
    const props = { decimals: 3, unit: 'KG', labels, onChange: changes, settleMs: 0 };
    const { rerender } = render(<QuantityInput value={3.5} {...props} />);
    field().focus();
    fireEvent.change(field(), { target: { value: '' } });
    rerender(<QuantityInput value={4.5} {...props} />);
    expect(field().value).toBe('');
    fireEvent.change(field(), { target: { value: '1,5' } });
    expect(field().value).toBe('1,5');
    expect(changes).toHaveBeenLastCalledWith(1.5);

    // Not typing (focus elsewhere): a value from outside replaces the text, as "+" does.
    fireEvent.blur(field());
    field().blur();
    rerender(<QuantityInput value={2} {...props} />);
    expect(field().value).toBe('2');
  });
});
