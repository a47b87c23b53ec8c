import 'fake-indexeddb/auto';
import { SELLER_PERMISSIONS, zonedDate } from '@rota/domain';
import { makeMeasurement } from '@rota/domain/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { routeByName } from '#lib/routes/index.ts';
import { renderPage } from '#testing/render-page.tsx';
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
    // The screen says what a measurement is before listing them (docs/demo.md: loads of clay).
    expect(screen.getByText(/cargas medidas na chegada \(argila, areia…\)/)).toBeTruthy();
    const [today, earlier] = days as [HTMLElement, HTMLElement];
    expect(within(today).getByText('3 cargas')).toBeTruthy();
    expect(within(today).getAllByTestId('measurement-line')).toHaveLength(3);
    const totals = within(within(today).getByTestId('measurement-totals')).getAllByRole('row');
    expect(totals.map((row) => row.textContent)).toEqual([
      'Roberto Alves2 cargas20 m³',
      'Marcos Pereira1 carga10 m³',
    ]);
    // The link's name is what it shows, after "Editar medição:" (WCAG 2.5.3, label in name).
    const unsentLine = within(today).getByRole('link', { name: /^Editar medição: .*GHK-1234/ });
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

  describe('"Hoje" is the São Paulo day (UTC−3): its midnight turns it, not UTC\'s at 21:00', () => {
    afterEach(() => vi.useRealTimers());
    const openToday = async (at: string) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(at));
      await myPwaDb.measurements.bulkPut([
        { ...makeMeasurement({ seller_id: 7, date: '2026-11-26', quantity: 5 }), ...stamps },
        { ...makeMeasurement({ seller_id: 7, date: '2026-11-27', quantity: 6 }), ...stamps },
      ]);
      renderPage(<MeasurementListPage />, LIST);
      await screen.findAllByTestId('measurement-day');
      await userEvent.setup().click(screen.getByRole('radio', { name: 'Hoje' }));
    };
    const shownDays = () => screen.queryAllByTestId('measurement-day').map((day) => day.textContent);
    /** Lets the page's timers run for a moment of real time (the fake clock stands still). */
    const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

    it('at 09:00 in São Paulo (12:00 UTC) and at 22:00 (01:00 UTC, the next day) shows that day', async () => {
      await openToday('2026-11-27T12:00:00.000Z');
      expect(shownDays()).toEqual([expect.stringContaining('Sexta, 27/11/2026')]);
      cleanup();
      await openToday('2026-11-28T01:00:00.000Z');
      expect(shownDays()).toEqual([expect.stringContaining('Sexta, 27/11/2026')]);
    });

    it('left open across 21:00 keeps the day, and across 00:00 moves to the new one', async () => {
      await openToday('2026-11-27T23:59:59.800Z'); // 20:59:59.8
      vi.setSystemTime(new Date('2026-11-28T00:00:01.000Z')); // 21:00:01
      await settle();
      window.dispatchEvent(new Event('focus'));
      await settle();
      expect(shownDays()).toEqual([expect.stringContaining('Sexta, 27/11/2026')]);

      // Back to the front a moment before midnight; the screen then turns by itself.
      vi.setSystemTime(new Date('2026-11-28T02:59:59.800Z')); // 23:59:59.8
      window.dispatchEvent(new Event('focus'));
      vi.setSystemTime(new Date('2026-11-28T03:00:01.000Z')); // 00:00:01 on the 28th
      expect(await screen.findByTestId('measurement-empty')).toBeTruthy();
    });
  });
});
