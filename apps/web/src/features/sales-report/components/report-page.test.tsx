import 'fake-indexeddb/auto';
import type { PaymentChoice, Sale } from '@rota/domain';
import { FORM, makeSale, makeSaleItem, testUuid } from '@rota/domain/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '#lib/auth/auth-store.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { renderPage } from '#testing/render-page.tsx';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { makeSession } from '#testing/session-fixture.ts';
import { ReportPage } from './report-page.tsx';

// happy-dom draws nothing: the chart is replaced by its days, as a list of totals.
vi.mock('./sales-by-day-chart.tsx', () => ({
  default: ({ days, label }: { days: { date: string; total: number }[]; label: string }) => (
    <div role="img" aria-label={label} data-testid="chart">
      {days.map((day) => `${day.date}=${day.total}`).join(' ')}
    </div>
  ),
}));

/** Tuesday 24/11/2026, 09:00 in São Paulo. */
const TODAY = new Date('2026-11-24T12:00:00.000Z');
const PIX = { id: 9, description: 'Pix', code_erp: 'PIX' };

function sale(cents: number, day: string, overrides: Partial<Sale> = {}, form: PaymentChoice = FORM) {
  const uuid = overrides.client?.uuid ?? '00000000-0000-4000-8000-00000000c00a';
  return {
    ...makeSale({
      uuid: testUuid(),
      status: 'Processado',
      created_at: `${day}T10:00:00.000-03:00`,
      client_uuid: uuid,
      client: { uuid, name: 'Padaria Alfa', code_erp: 'C0A' },
      items: [
        makeSaleItem({
          uuid: testUuid(),
          product_uuid: '00000000-0000-4000-8000-0000000000f1',
          description: 'Pão francês',
          quantity: 1,
          unit_price: cents * 100,
          discount: 0,
        }),
      ],
      payments: [
        {
          formPayment: form,
          conditionPayment: { id: 2, description: 'À vista', code_erp: 'AV' },
          form_payment_id: form.id,
          condition_payment_id: 2,
          price: cents,
        },
      ],
      ...overrides,
    }),
    updated_at: `${day}T13:00:00.000Z`,
  };
}

async function renderReport() {
  await authStore.setLogin(makeSession([]), 1);
  renderPage(<ReportPage />, '/admin/report');
  await screen.findByTestId('report-total');
  return userEvent.setup();
}

const total = () => screen.getByTestId('report-total').textContent;

describe('ReportPage', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(TODAY);
    await resetLocalDbs();
  });
  afterEach(async () => {
    cleanup();
    vi.useRealTimers();
    await authStore.logout();
  });

  it('computes the month from the synced sales: total, by day, status, form, top clients and products', async () => {
    const beta = { uuid: '00000000-0000-4000-8000-00000000c00b', name: 'Mercado Beta', code_erp: 'C0B' };
    await myPwaDb.sales.bulkPut([
      sale(10_000, '2026-11-24'),
      sale(30_000, '2026-11-02', { client: beta, client_uuid: beta.uuid }, PIX),
      sale(5_000, '2026-11-23', { status: 'Cancelado', reason_canceled: 'x' }),
      sale(7_000, '2026-10-30'),
      sale(9_000, '2026-11-10', { seller_id: 8 }),
    ]);
    await myPwaDb.syncCursors.put({
      call: 'sales.allSeller',
      cursor: '9',
      owner: '1:7',
      table: 'sales',
      synced_at: '2026-11-24T11:00:00.000Z',
    });
    await renderReport();
    await waitFor(() => expect(total()).toContain('R$ 400,00'));
    expect(total()).toContain('2 vendas');
    expect(total()).toContain('Ticket médio R$ 200,00');
    expect(screen.getByTestId('report-range').textContent).toBe('01/11/2026 a 24/11/2026');
    expect(screen.getByTestId('report-freshness').textContent).toContain(
      'sincronizados há 1 hora (24/11/2026 08:00)',
    );
    const chart = await screen.findByTestId('chart');
    expect(chart.textContent).toContain('2026-11-02=30000');
    expect(chart.textContent).toContain('2026-11-24=10000');
    expect(screen.getByTestId('report-days').querySelectorAll('li')).toHaveLength(24);
    expect(within(screen.getByTestId('report-by-status')).getByText('Cancelado')).toBeTruthy();
    const forms = within(screen.getByTestId('report-by-form')).getAllByRole('listitem');
    expect(forms.map((item) => item.textContent)).toEqual(['Pix1 vendaR$ 300,00', 'Boleto1 vendaR$ 100,00']);
    const clients = within(screen.getByTestId('report-top-clients')).getAllByRole('listitem');
    expect(clients[0]?.textContent).toContain('Mercado Beta');
    expect(within(screen.getByTestId('report-top-products')).getByText('2 UN')).toBeTruthy();
  });

  it('switches to today, and to a custom range of two dates', async () => {
    await myPwaDb.sales.bulkPut([sale(10_000, '2026-11-24'), sale(7_000, '2026-10-30')]);
    const user = await renderReport();
    await waitFor(() => expect(total()).toContain('R$ 100,00'));
    await user.click(screen.getByText('Hoje'));
    expect(screen.getByTestId('report-range').textContent).toBe('24/11/2026');
    await user.click(screen.getByText('Personalizado'));
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '01/10/2026' } });
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '31/10/2026' } });
    await waitFor(() => expect(total()).toContain('R$ 70,00'));
    expect(screen.getByTestId('report-range').textContent).toBe('01/10/2026 a 31/10/2026');
  });

  it('says when the sales were never synced, and when it is offline', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderReport();
    const freshness = screen.getByTestId('report-freshness').textContent;
    expect(freshness).toContain('As vendas ainda não foram sincronizadas neste aparelho');
    expect(freshness).toContain('Sem internet');
    online.mockRestore();
  });

  describe('"Hoje" is the São Paulo day (UTC−3): its midnight turns it, not UTC\'s at 21:00', () => {
    // Sales at the edges: UTC calls the 23:30 one the 28th and the 22:30 one of the 26th the 27th.
    const edgeSales = () =>
      myPwaDb.sales.bulkPut([
        sale(1_100, '2026-11-27', { created_at: '2026-11-27T08:00:00.000-03:00' }),
        sale(2_200, '2026-11-27', { created_at: '2026-11-27T23:30:00.000-03:00' }),
        sale(4_400, '2026-11-26', { created_at: '2026-11-26T22:30:00.000-03:00' }),
        sale(8_800, '2026-11-28', { created_at: '2026-11-28T00:30:00.000-03:00' }),
      ]);
    const openToday = async (at: string) => {
      vi.setSystemTime(new Date(at));
      await edgeSales();
      const user = await renderReport();
      await user.click(screen.getByText('Hoje'));
    };
    const range = () => screen.getByTestId('report-range').textContent;
    /** Lets the page's timers run for a moment of real time (the fake clock stands still). */
    const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

    it('at 09:00 in São Paulo (12:00 UTC) reports that day', async () => {
      await openToday('2026-11-27T12:00:00.000Z');
      expect(range()).toBe('27/11/2026');
      await waitFor(() => expect(total()).toContain('R$ 33,00'));
      expect(total()).toContain('2 vendas');
    });

    it('at 22:00 in São Paulo (01:00 UTC, the next day) still reports that day', async () => {
      await openToday('2026-11-28T01:00:00.000Z');
      expect(range()).toBe('27/11/2026');
      await waitFor(() => expect(total()).toContain('R$ 33,00'));
    });

    it('left open across 21:00 keeps the day', async () => {
      await openToday('2026-11-27T23:59:59.800Z'); // 20:59:59.8
      await waitFor(() => expect(total()).toContain('R$ 33,00'));
      vi.setSystemTime(new Date('2026-11-28T00:00:01.000Z')); // 21:00:01
      await settle();
      window.dispatchEvent(new Event('focus'));
      await settle();
      expect(range()).toBe('27/11/2026');
      expect(total()).toContain('R$ 33,00');
    });

    it('left open across 00:00 moves to the new day by itself', async () => {
      await openToday('2026-11-28T02:59:59.800Z'); // 23:59:59.8
      await waitFor(() => expect(total()).toContain('R$ 33,00'));
      vi.setSystemTime(new Date('2026-11-28T03:00:01.000Z')); // 00:00:01 on the 28th
      await waitFor(() => expect(range()).toBe('28/11/2026'));
      await waitFor(() => expect(total()).toContain('R$ 88,00'));
      expect(total()).toContain('1 venda');
    });
  });
});
