import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StampModal, type StampTarget } from './stamp-modal.tsx';

function open(target: StampTarget) {
  const onSave = vi.fn(async () => true);
  render(
    <MantineProvider env="test">
      <StampModal target={target} stage="separation" error={null} onSave={onSave} onClose={() => {}} />
    </MantineProvider>,
  );
  return { onSave, user: userEvent.setup() };
}

const field = () => screen.getByLabelText<HTMLInputElement>('Quantidade feita');
const save = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Salvar quantidade' });

afterEach(cleanup);

describe('StampModal — partial quantities in the line’s unit', () => {
  it('takes "1,5" of a 3 kg line: shows "de 3 kg" and stamps 1.5', async () => {
    const { onSave, user } = open({ title: 'Presunto Fatiado', unit: 'KG', quantity: 3, done: 0 });
    expect(screen.getByTestId('stamp-modal-progress').textContent).toBe('0 de 3 kg');
    expect(field().value).toBe('3');
    await user.clear(field());
    await user.type(field(), '1,5');
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith(1.5);
  });

  it('refuses "2,5" of a line sold by the unit, and "2.5" with the comma message: nothing stamped', async () => {
    const { onSave, user } = open({ title: 'Pão de Queijo', unit: 'UN', quantity: 30, done: 10 });
    expect(screen.getByTestId('stamp-modal-progress').textContent).toBe('10 de 30 UN');
    await user.clear(field());
    await user.type(field(), '2,5');
    expect(
      screen.getByText('Este produto é vendido por unidade inteira: informe um número sem casas decimais'),
    ).toBeTruthy();
    expect(field().value).toBe('2,5');
    expect(save().disabled).toBe(true);
    await user.clear(field());
    await user.type(field(), '2.5');
    expect(screen.getByText('Use vírgula para as casas decimais, por exemplo 2,5')).toBeTruthy();
    expect(save().disabled).toBe(true);
    expect(onSave).not.toHaveBeenCalled();
  });
});
