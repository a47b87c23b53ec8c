import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render as renderBare, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateField, maskBrazilianDate } from './date-field.tsx';

/** The field as a screen holds it: the wire date in state, every change reported. */
function Holder({ start, onChange }: { start: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <DateField
        label="Data de competência"
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
      <output data-testid="held">{value}</output>
    </>
  );
}

const render = (ui: ReactElement) => renderBare(<MantineProvider>{ui}</MantineProvider>);

const field = () => screen.getByRole('textbox', { name: 'Data de competência' }) as HTMLInputElement;

afterEach(cleanup);

describe('DateField (dd/mm/aaaa whatever the browser language)', () => {
  it('shows the wire date as dd/mm/aaaa', () => {
    render(<Holder start="2026-11-27" onChange={vi.fn()} />);
    expect(field().value).toBe('27/11/2026');
    expect(field().placeholder).toBe('dd/mm/aaaa');
  });

  it('puts the slashes in as digits are typed and hands over a whole date only', async () => {
    const changes = vi.fn();
    render(<Holder start="" onChange={changes} />);
    const user = userEvent.setup();
    await user.type(field(), '0503');
    expect(field().value).toBe('05/03');
    expect(changes).not.toHaveBeenCalled();
    await user.type(field(), '2026');
    expect(field().value).toBe('05/03/2026');
    expect(changes).toHaveBeenLastCalledWith('2026-03-05');
    expect(screen.getByTestId('held').textContent).toBe('2026-03-05');
  });

  it('says a date that does not exist is invalid and keeps the last good one', async () => {
    const changes = vi.fn();
    render(<Holder start="2026-02-10" onChange={changes} />);
    const user = userEvent.setup();
    await user.clear(field());
    expect(changes).toHaveBeenLastCalledWith('');
    await user.type(field(), '31022026');
    expect(await screen.findByText('Data inválida: use dd/mm/aaaa')).toBeTruthy();
    expect(changes).not.toHaveBeenCalledWith('2026-02-31');
  });

  it('says a half-typed date left behind is invalid', async () => {
    render(<Holder start="2026-02-10" onChange={vi.fn()} />);
    const user = userEvent.setup();
    await user.clear(field());
    await user.type(field(), '1502');
    fireEvent.blur(field());
    expect(await screen.findByText('Data inválida: use dd/mm/aaaa')).toBeTruthy();
  });

  it('takes a date from the calendar picker', () => {
    const changes = vi.fn();
    const { container } = render(<Holder start="2026-02-10" onChange={changes} />);
    const picker = container.querySelector('input[type="date"]') as HTMLInputElement;
    fireEvent.change(picker, { target: { value: '2026-04-01' } });
    expect(changes).toHaveBeenLastCalledWith('2026-04-01');
    expect(field().value).toBe('01/04/2026');
  });

  it('masks pasted text to digits and slashes', () => {
    expect(maskBrazilianDate('27-11-2026')).toBe('27/11/2026');
    expect(maskBrazilianDate('2711202699')).toBe('27/11/2026');
    expect(maskBrazilianDate('')).toBe('');
  });
});
