import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '#lib/auth/auth-store.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { renderPage } from '#testing/render-page.tsx';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { makeSession } from '#testing/session-fixture.ts';
import { CLIENT_B, queueSale, serverSale, storeSales, TODAY } from '../testing/sale-fixtures.ts';
import { SaleListPage } from './sale-list-page.tsx';

vi.mock('#lib/sync/push-loop.ts', () => ({
  requestPush: vi.fn(),
  pushNow: vi.fn(),
  startPushLoop: vi.fn(),
}));

async function renderSales() {
  await authStore.setLogin(makeSession(['canEditSaleItem']), 1);
  const view = renderPage(<SaleListPage />, '/admin/sales');
  await screen.findByTestId('sale-totals');
  return { user: userEvent.setup(), ...view };
}

const sentRows = () => screen.queryAllByTestId('sale-row');
const totals = () => screen.getByTestId('sale-totals').textContent;

describe('SaleListPage', () => {
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

  it('lists open carts first (continue in the checkout) and then sent sales with their status; totals leave out cancelled', async () => {
    const cart = serverSale(4_000, '2026-11-24', { status: 'Aberto', client: CLIENT_B });
    await storeSales([
      cart,
      serverSale(10_000, '2026-11-24', { status: 'Processado', code_erp: 'PED-1' }),
      serverSale(5_000, '2026-11-23', { status: 'Cancelado', reason_canceled: 'Sem estoque' }),
      serverSale(2_500, '2026-11-20', { status: 'Falha', failure_message: 'Cliente bloqueado' }),
      serverSale(9_999, '2026-11-20', { seller_id: 8 }),
    ]);
    await renderSales();
    await waitFor(() => expect(sentRows()).toHaveLength(3));
    const carts = screen.getAllByTestId('open-cart');
    expect(carts).toHaveLength(1);
    expect(within(carts[0] as HTMLElement).getByText('Mercado Beta')).toBeTruthy();
    expect(
      within(carts[0] as HTMLElement)
        .getByRole('link', { name: /Continuar/ })
        .getAttribute('href'),
    ).toBe(`/admin/checkout/${CLIENT_B.uuid}`);
    expect(sentRows().map((row) => within(row).getByTestId('sale-status').textContent)).toEqual([
      'Processado',
      'Cancelado',
      'Falha',
    ]);
    expect(within(sentRows()[0] as HTMLElement).getByText(/Nº ERP PED-1/)).toBeTruthy();
    expect(totals()).toContain('2 vendas · R$ 125,00');
    // The count above says what it counts beside the list's 4 rows.
    expect(screen.getByTestId('sale-totals-hint').textContent).toBe(
      '3 na lista: 1 cancelada fica fora do total.',
    );
  });

  it('filters by status and by period', async () => {
    await storeSales([
      serverSale(10_000, '2026-11-24', { status: 'Processado' }),
      serverSale(5_000, '2026-11-23', { status: 'Integrado' }),
      serverSale(2_000, '2026-10-30', { status: 'Processado' }),
    ]);
    const { user } = await renderSales();
    // This month at first.
    await waitFor(() => expect(sentRows()).toHaveLength(2));
    await user.selectOptions(screen.getByLabelText('Período'), 'all');
    await waitFor(() => expect(sentRows()).toHaveLength(3));
    await user.click(screen.getByRole('radio', { name: 'Processado' }));
    await waitFor(() => expect(sentRows()).toHaveLength(2));
    await user.selectOptions(screen.getByLabelText('Período'), 'month');
    await waitFor(() => expect(sentRows()).toHaveLength(1));
    expect(totals()).toContain('1 venda · R$ 100,00');
    await user.selectOptions(screen.getByLabelText('Período'), 'today');
    await user.click(screen.getByRole('radio', { name: 'Integrado' }));
    await waitFor(() => expect(screen.getByText('Nenhuma venda para estes filtros.')).toBeTruthy());
  });

  it('draws 50 sent sales at a time', async () => {
    await storeSales(
      Array.from({ length: 60 }, (_, index) =>
        serverSale(1_000, `2026-11-${String((index % 24) + 1).padStart(2, '0')}`, { status: 'Processado' }),
      ),
    );
    const { user } = await renderSales();
    await waitFor(() => expect(sentRows()).toHaveLength(50));
    expect(totals()).toContain('60 vendas · R$ 600,00');
    expect(screen.getByTestId('sale-totals-hint').textContent).toBe('Canceladas ficam fora do total.');
    expect(screen.getByText('Mostrando 50 de 60 da lista')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mostrar mais 10' }));
    await waitFor(() => expect(sentRows()).toHaveLength(60));
  });

  it('says "não enviada" for a sale still in the outbox', async () => {
    await storeSales([serverSale(10_000, '2026-11-24', { status: 'Processado' })]);
    await authStore.setLogin(makeSession(['canEditSaleItem']), 1);
    await queueSale(serverSale(3_000, '2026-11-24', { client: CLIENT_B }));
    await renderSales();
    await waitFor(() => expect(sentRows()).toHaveLength(2));
    const unsent = sentRows().filter((row) => within(row).queryByTestId('sale-unsent'));
    expect(unsent).toHaveLength(1);
    expect(within(unsent[0] as HTMLElement).getByText('Mercado Beta')).toBeTruthy();
    expect(within(unsent[0] as HTMLElement).getByTestId('sale-unsent').textContent).toBe('não enviada');
  });

  it('shows a status the ERP changed as soon as the sync stores it', async () => {
    const sale = serverSale(10_000, '2026-11-24', { status: 'Finalizado' });
    await storeSales([sale]);
    await renderSales();
    await waitFor(() => expect(within(sentRows()[0] as HTMLElement).getByText('Finalizado')).toBeTruthy());
    // What `pullDelta` does on a `sale.status` event: the server's row replaces the stored one.
    await myPwaDb.sales.put({ ...sale, status: 'Processado', code_erp: 'PED-77' });
    await waitFor(() => expect(within(sentRows()[0] as HTMLElement).getByText('Processado')).toBeTruthy());
    expect(within(sentRows()[0] as HTMLElement).getByText(/Nº ERP PED-77/)).toBeTruthy();
  });

  it('clears a cart only after confirmation: one never sent is deleted, one the server has is emptied and queued', async () => {
    const local = serverSale(4_000, '2026-11-24', { status: 'Aberto', client: CLIENT_B });
    const { updated_at: _u, deleted_at: _d, ...localRow } = local;
    const server = serverSale(7_000, '2026-11-24', { status: 'Aguardando Finalizar' });
    await storeSales([server]);
    await myPwaDb.sales.put(localRow);
    const { user } = await renderSales();
    await waitFor(() => expect(screen.getAllByTestId('open-cart')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Limpar Mercado Beta' }));
    await user.click(await screen.findByRole('button', { name: 'Voltar' }));
    expect(await myPwaDb.sales.get(local.uuid)).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Limpar Mercado Beta' }));
    await user.click(await screen.findByRole('button', { name: 'Limpar carrinho' }));
    await waitFor(async () => expect(await myPwaDb.sales.get(local.uuid)).toBeUndefined());
    expect(await myPwaDb.outbox.count()).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Limpar Padaria Alfa' }));
    await user.click(await screen.findByRole('button', { name: 'Limpar carrinho' }));
    await waitFor(async () => expect((await myPwaDb.sales.get(server.uuid))?.items).toEqual([]));
    const [entry] = await myPwaDb.outbox.toArray();
    expect(entry?.call).toBe('sales.create');
    expect((entry as { body: { items: unknown[] } }).body.items).toEqual([]);
    await waitFor(() => expect(screen.queryAllByTestId('open-cart')).toHaveLength(0));
  });

  describe('"Hoje" is the São Paulo day (UTC−3): its midnight turns it, not UTC\'s at 21:00', () => {
    // Sales at the edges: UTC calls the 23:30 one the 28th and the 22:30 one of the 26th the 27th.
    const edgeSales = () =>
      storeSales([
        serverSale(1_100, '2026-11-27', { created_at: '2026-11-27T08:00:00.000-03:00' }),
        serverSale(2_200, '2026-11-27', { created_at: '2026-11-27T23:30:00.000-03:00' }),
        serverSale(4_400, '2026-11-26', { created_at: '2026-11-26T22:30:00.000-03:00' }),
        serverSale(8_800, '2026-11-28', { created_at: '2026-11-28T00:30:00.000-03:00' }),
      ]);
    const openToday = async (at: string) => {
      vi.setSystemTime(new Date(at));
      await edgeSales();
      const { user } = await renderSales();
      await user.selectOptions(screen.getByLabelText('Período'), 'today');
    };
    /** Lets the page's timers run for a moment of real time (the fake clock stands still). */
    const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

    it("at 09:00 in São Paulo (12:00 UTC) shows that day's sales", async () => {
      await openToday('2026-11-27T12:00:00.000Z');
      await waitFor(() => expect(totals()).toContain('2 vendas · R$ 33,00'));
    });

    it("at 22:00 in São Paulo (01:00 UTC, the next day) still shows that day's sales", async () => {
      await openToday('2026-11-28T01:00:00.000Z');
      await waitFor(() => expect(totals()).toContain('2 vendas · R$ 33,00'));
    });

    it('left open across 21:00 keeps the day', async () => {
      await openToday('2026-11-27T23:59:59.800Z'); // 20:59:59.8
      await waitFor(() => expect(totals()).toContain('2 vendas · R$ 33,00'));
      vi.setSystemTime(new Date('2026-11-28T00:00:01.000Z')); // 21:00:01
      await settle();
      window.dispatchEvent(new Event('focus'));
      await settle();
      expect(totals()).toContain('2 vendas · R$ 33,00');
    });

    it('left open across 00:00 moves to the new day by itself', async () => {
      await openToday('2026-11-28T02:59:59.800Z'); // 23:59:59.8
      await waitFor(() => expect(totals()).toContain('2 vendas · R$ 33,00'));
      vi.setSystemTime(new Date('2026-11-28T03:00:01.000Z')); // 00:00:01 on the 28th
      await waitFor(() => expect(totals()).toContain('1 venda · R$ 88,00'));
    });
  });
});
