import 'fake-indexeddb/auto';
import { SELLER_PERMISSIONS, zonedDate } from '@rota/domain';
import { makeMeasurement } from '@rota/domain/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { myPwaDb } from '../../../lib/db/my-pwa-db.ts';
import { routeByName } from '../../../lib/routes/index.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { startMeasurementSession, storeMeasurementLists } from '../testing/measurement-session.ts';
import { MeasurementListPage } from './measurement-list-page.tsx';

const LIST = routeByName('measurements').path;
const stamps = { updated_at: '2026-11-20T12:00:00.000Z', deleted_at: null };

function daysAgo(days: number): string {
  const date = new Date(`${zonedDate(new Date())}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

beforeEach(async () => {
  await startMeasurementSession();
  await storeMeasurementLists();
});
afterEach(cleanup);

describe('Medições', () => {
  it('says "sem permissão" to a profile without canRecordMeasurements', async () => {
    await startMeasurementSession(SELLER_PERMISSIONS);
    renderPage(<MeasurementListPage />, LIST);
    expect((await screen.findByTestId('measurement-notice')).textContent).toContain(
      'Sem permissão para medições',
    );
    expect(screen.queryByRole('link', { name: /Nova medição/ })).toBeNull();
  });

  it('lists the seller’s loads by day, newest first, with the day’s totals per driver and what is not sent', async () => {
    const unsent = makeMeasurement({
      seller_id: 7,
      date: daysAgo(0),
      driver_id: 1,
      quantity: 8,
      plate: 'GHK1234',
    });
    await myPwaDb.measurements.bulkPut([
      { ...makeMeasurement({ seller_id: 7, date: daysAgo(0), driver_id: 1, quantity: 12 }), ...stamps },
      { ...makeMeasurement({ seller_id: 7, date: daysAgo(0), driver_id: 2, quantity: 10 }), ...stamps },
      unsent,
      { ...makeMeasurement({ seller_id: 7, date: daysAgo(2), driver_id: 2, quantity: 7 }), ...stamps },
      // Another seller's, left on a shared phone: not this seller's list.
      { ...makeMeasurement({ seller_id: 8, date: daysAgo(0), quantity: 99 }), ...stamps },
    ]);
    await myPwaDb.outbox.add({
      call: 'measurements.create',
      uuid: unsent.uuid,
      body: unsent,
      owner: '1:7',
      status: 'pending',
      created_at: new Date().toISOString(),
      last_error: null,
      errors: null,
      attempts: 0,
      next_attempt_at: null,
    } as never);
    renderPage(<MeasurementListPage />, LIST);

    const days = await screen.findAllByTestId('measurement-day');
    expect(days).toHaveLength(2);
    const [today, earlier] = days as [HTMLElement, HTMLElement];
    expect(within(today).getByText('3 cargas')).toBeTruthy();
    expect(within(today).getAllByTestId('measurement-line')).toHaveLength(3);
    const totals = within(within(today).getByTestId('measurement-totals')).getAllByRole('row');
    expect(totals.map((row) => row.textContent)).toEqual([
      'Roberto Alves2 cargas20 m³',
      'Marcos Pereira1 carga10 m³',
    ]);
    const unsentLine = within(today).getByRole('link', { name: 'Editar medição de GHK-1234' });
    expect(unsentLine.textContent).toContain('Não enviada');
    expect(unsentLine.getAttribute('href')).toBe(`/admin/measurements/${unsent.uuid}`);
    expect(within(earlier).getAllByText('1 carga')).toHaveLength(2);
    expect(screen.queryByText('99 m³')).toBeNull();

    // "Hoje" keeps today's day only.
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Hoje' }));
    expect(screen.getAllByTestId('measurement-day')).toHaveLength(1);
  });

  it('says when the period has nothing and offers a new measurement', async () => {
    renderPage(<MeasurementListPage />, LIST);
    expect((await screen.findByTestId('measurement-empty')).textContent).toContain(
      'Nenhuma medição neste período.',
    );
    expect(screen.getByRole('link', { name: /Nova medição/ }).getAttribute('href')).toBe(
      '/admin/measurements/nova',
    );
  });
});
