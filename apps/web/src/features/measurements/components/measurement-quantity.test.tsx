import 'fake-indexeddb/auto';
import { notifications } from '@mantine/notifications';
import { makeMeasurement } from '@rota/domain/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { routeByName } from '#lib/routes/index.ts';
import { renderPage } from '#testing/render-page.tsx';
import { setOnline, startMeasurementSession, storeMeasurementLists } from '../testing/measurement-session.ts';
import { MeasurementFormPage } from './measurement-form-page.tsx';

// The volume's name read as a unit decides the quantity's decimals, as the server's
// `measurementRefusal` does: "m³" takes up to 3, a "Carrada" is counted whole.

const FORM = routeByName('measurements.goTo').path;
const stamps = { updated_at: '2026-11-20T12:00:00.000Z', deleted_at: null };
const quantity = () => screen.getByLabelText<HTMLInputElement>(/^Quantidade/, { selector: 'input' });

async function openAfter(volumeId: number) {
  const previous = makeMeasurement({ seller_id: 7, date: '2026-11-20', driver_id: 2, volume_id: volumeId });
  await myPwaDb.measurements.put({ ...previous, ...stamps });
  renderPage(<MeasurementFormPage />, FORM, '/admin/measurements/nova', true);
  await screen.findByTestId('measurement-form');
  return userEvent.setup();
}

beforeEach(async () => {
  await startMeasurementSession();
  await storeMeasurementLists();
  await myPwaDb.volumes.put({ id: 3, company_id: 1, field: 'Carrada', inative: 0, ...stamps });
  setOnline(false);
});
afterEach(() => {
  cleanup();
  notifications.clean();
  setOnline(true);
});

describe('Apontamentos — the quantity in the volume’s unit', () => {
  it('takes "12,5" m³ and queues 12.5', async () => {
    const user = await openAfter(1);
    expect(screen.getByText('m³', { selector: '.rota-quantity-unit' })).toBeTruthy();
    await user.type(quantity(), '12,5');
    await user.click(screen.getByRole('button', { name: 'Salvar medição' }));
    await waitFor(async () => expect(await myPwaDb.outbox.count()).toBe(1));
    const [entry] = await myPwaDb.outbox.toArray();
    expect(entry?.body).toMatchObject({ volume_id: 1, quantity: 12.5 });
  });

  it('refuses "2,5" carradas and "2.5" with pt-BR messages, keeps the text, and saves nothing', async () => {
    const user = await openAfter(3);
    await user.type(quantity(), '2,5');
    expect(
      screen.getByText('Este produto é vendido por unidade inteira: informe um número sem casas decimais'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Salvar medição' }));
    expect(quantity().value).toBe('2,5');
    expect(quantity().getAttribute('aria-invalid')).toBe('true');
    await user.clear(quantity());
    await user.type(quantity(), '2.5');
    expect(screen.getByText('Use vírgula para as casas decimais, por exemplo 2,5')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Salvar medição' }));
    expect(await myPwaDb.outbox.count()).toBe(0);
  });
});
