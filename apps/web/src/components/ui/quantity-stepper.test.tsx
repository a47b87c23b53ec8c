import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from './quantity-stepper.tsx';

const labels = { input: 'Quantidade de Pão', less: 'Diminuir Pão', more: 'Aumentar Pão' };

/** The stepper as a screen holds it: the quantity in state, every change reported. */
function Holder({ start, onChange }: { start: number; onChange: (quantity: number) => void }) {
  const [value, setValue] = useState(start);
  return (
    <QuantityStepper
      value={value}
      labels={labels}
      onChange={(quantity) => {
        onChange(quantity);
        setValue(quantity);
      }}
    />
  );
}

afterEach(cleanup);

describe('QuantityStepper', () => {
  it('steps by one, never below 1', () => {
    const changes = vi.fn();
    render(<Holder start={1} onChange={changes} />);
    const less = screen.getByRole<HTMLButtonElement>('button', { name: 'Diminuir Pão' });
    expect(less.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Aumentar Pão' }));
    expect(changes).toHaveBeenLastCalledWith(2);
    expect(screen.getByLabelText<HTMLInputElement>('Quantidade de Pão').value).toBe('2');
    expect(less.disabled).toBe(false);
  });

  it('applies a whole number as it is typed, keeps only digits, and puts back the last good value when left empty', () => {
    const changes = vi.fn();
    render(<Holder start={3} onChange={changes} />);
    const field = screen.getByLabelText<HTMLInputElement>('Quantidade de Pão');
    fireEvent.change(field, { target: { value: '12,5' } });
    expect(changes).toHaveBeenLastCalledWith(125);
    fireEvent.change(field, { target: { value: '' } });
    expect(field.value).toBe('');
    fireEvent.change(field, { target: { value: '0' } });
    expect(changes).toHaveBeenCalledTimes(1);
    fireEvent.blur(field);
    expect(field.value).toBe('125');
  });
});
