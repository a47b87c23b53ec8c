import { MantineProvider } from '@mantine/core';
import { makeAppointment } from '@rota/domain/testing';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FinishModal } from './finish-modal.tsx';

// The production order's unit decides the quantities' decimals, as the server's
// `appointmentRefusal` does: an order in KG takes 0,75; one in UN whole pieces.

function open(unit: string) {
  const onSubmit = vi.fn();
  render(
    <MantineProvider env="test">
      <FinishModal
        appointment={makeAppointment({ quantity: 0, quantity_scrap: 0 })}
        mode="finish"
        unit={unit}
        left={12.5}
        scrapReasons={[]}
        onSubmit={onSubmit}
        onClose={() => {}}
      />
    </MantineProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
}

const good = () => screen.getByLabelText<HTMLInputElement>('Quantidade boa');

afterEach(cleanup);

describe('FinishModal — quantities in the order’s unit', () => {
  it('takes "0,75" kg of an order in KG and says what is left with its decimals', async () => {
    const { onSubmit, user } = open('KG');
    expect(screen.getByText('Faltam 12,5 kg para completar a OP.')).toBeTruthy();
    await user.clear(good());
    await user.type(good(), '0,75');
    // What is left follows what was typed, never the figure from before it.
    expect(screen.getByTestId('finish-left').textContent).toBe(
      'Com 0,75 kg, faltarão 11,75 kg para completar a OP.',
    );
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ quantity: 0.75, quantity_scrap: 0 }));
  });

  it('says when the typed quantity completes the order, or passes the plan', async () => {
    const { user } = open('KG');
    await user.clear(good());
    await user.type(good(), '12,5');
    expect(screen.getByTestId('finish-left').textContent).toBe('Com 12,5 kg, a OP fica completa.');
    await user.clear(good());
    await user.type(good(), '13');
    expect(screen.getByTestId('finish-left').textContent).toBe('Com 13 kg, a OP passa 0,5 kg do planejado.');
  });

  it('refuses "2,5" pieces of an order in UN and "2.5" with the comma message: nothing sent', async () => {
    const { onSubmit, user } = open('UN');
    await user.clear(good());
    await user.type(good(), '2,5');
    expect(
      screen.getByText('Este produto é vendido por unidade inteira: informe um número sem casas decimais'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(good().value).toBe('2,5');
    await user.clear(good());
    await user.type(good(), '2.5');
    expect(screen.getByText('Use vírgula para as casas decimais, por exemplo 2,5')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
