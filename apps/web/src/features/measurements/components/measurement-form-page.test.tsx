import 'fake-indexeddb/auto';
import { notifications } from '@mantine/notifications';
import { formatDate, SELLER_PERMISSIONS, zonedDate } from '@rota/domain';
import { makeMeasurement } from '@rota/domain/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { routeByName } from '#lib/routes/index.ts';
import { renderPage } from '#testing/render-page.tsx';
import { setOnline, startMeasurementSession, storeMeasurementLists } from '../testing/measurement-session.ts';
import { MeasurementFormPage } from './measurement-form-page.tsx';

const FORM = routeByName('measurements.goTo').path;
const stamps = { updated_at: '2026-11-20T12:00:00.000Z', deleted_at: null };
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}( \\*)?$`), { selector: 'input, textarea' }) as HTMLInputElement;

async function open(path = '/admin/measurements/nova') {
  const { router } = renderPage(<MeasurementFormPage />, FORM, path, true);
  await screen.findByTestId('measurement-form');
  return { user: userEvent.setup(), router };
}

beforeEach(async () => {
  await startMeasurementSession();
  await storeMeasurementLists();
  setOnline(false);
});
afterEach(() => {
  cleanup();
  notifications.clean();
  setOnline(true);
});

describe('Apontamentos (the measurement form)', () => {
  it('says "sem permissão" to a profile without canRecordMeasurements', async () => {
    await startMeasurementSession(SELLER_PERMISSIONS);
    renderPage(<MeasurementFormPage />, FORM, '/admin/measurements/nova');
    expect((await screen.findByTestId('measurement-notice')).textContent).toContain(
      'Sem permissão para medições',
    );
    expect(screen.queryByTestId('measurement-form')).toBeNull();
  });

  it('shows each field’s pt-BR error on an empty save, and keeps what was typed', async () => {
    const { user } = await open();
    expect(field('Data').value).toBe(formatDate(zonedDate(new Date())));
    expect(field('Material').value).toBe('Argila');
    await user.type(field('Observações'), 'Carga úmida');
    await user.click(screen.getByRole('button', { name: 'Salvar medição' }));
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(4);
    expect(field('Observações').value).toBe('Carga úmida');
    expect(await myPwaDb.outbox.count()).toBe(0);
  });

  it('refuses a plate of neither pattern with the domain’s message', async () => {
    const previous = makeMeasurement({ seller_id: 7, date: '2026-11-20' });
    await myPwaDb.measurements.put({ ...previous, ...stamps });
    const { user } = await open();
    await user.clear(field('Placa do veículo'));
    await user.type(field('Placa do veículo'), 'XY-12');
    await user.type(field('Quantidade'), '5');
    await user.click(screen.getByRole('button', { name: 'Salvar medição' }));
    expect(
      await screen.findByText('Placa inválida: use o padrão ABC-1234 ou o Mercosul ABC1D23'),
    ).toBeTruthy();
  });

  it('records a load offline with the latest one’s driver, truck and volume: saved, queued, back to the list', async () => {
    const previous = makeMeasurement({ seller_id: 7, date: '2026-11-20', plate: 'GHK1234', driver_id: 2 });
    await myPwaDb.measurements.put({ ...previous, ...stamps });
    const { user, router } = await open();
    expect(field('Placa do veículo').value).toBe('GHK-1234');
    expect(field('Motorista').value).toBe('Marcos Pereira');
    expect(field('Volume').value).toBe('m³');
    await user.type(field('Quantidade'), '9');
    await user.click(screen.getByRole('button', { name: 'Salvar medição' }));

    // Back to Medições.
    await waitFor(async () => expect(await myPwaDb.outbox.count()).toBe(1));
    expect(router.state.location.pathname).toBe('/admin/measurements');
    expect(await screen.findByText('Salva no aparelho. Será enviada quando houver conexão.')).toBeTruthy();
    const [entry] = await myPwaDb.outbox.toArray();
    expect(entry?.call).toBe('measurements.create');
    expect(entry?.body).toMatchObject({
      plate: 'GHK1234',
      driver_id: 2,
      volume_id: 1,
      quantity: 9,
      seller_id: 7,
      company_id: 1,
      date: zonedDate(new Date()),
    });
    const saved = await myPwaDb.measurements.get(entry?.uuid ?? '');
    expect(saved?.quantity).toBe(9);
    expect(saved?.updated_at).toBeUndefined();
  });

  it('opens a stored measurement by its uuid to correct it; an unknown uuid says it is not on the device', async () => {
    const stored = makeMeasurement({
      seller_id: 7,
      date: '2026-11-20',
      quantity: 14,
      notes: 'Medida após escorrer',
    });
    await myPwaDb.measurements.put({ ...stored, ...stamps });
    const { user } = await open(`/admin/measurements/${stored.uuid}`);
    expect(field('Quantidade').value).toBe('14');
    expect(field('Observações').value).toBe('Medida após escorrer');
    await user.clear(field('Quantidade'));
    await user.type(field('Quantidade'), '13');
    await user.click(screen.getByRole('button', { name: 'Salvar medição' }));
    await waitFor(async () => expect((await myPwaDb.measurements.get(stored.uuid))?.quantity).toBe(13));
    expect((await myPwaDb.outbox.toArray()).map((entry) => entry.uuid)).toEqual([stored.uuid]);

    cleanup();
    renderPage(<MeasurementFormPage />, FORM, `/admin/measurements/${crypto.randomUUID()}`);
    expect((await screen.findByTestId('measurement-notice')).textContent).toContain(
      'Medição não encontrada neste aparelho',
    );
  });
});
