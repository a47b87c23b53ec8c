import 'fake-indexeddb/auto';
import type { PermissionName, Sale } from '@rota/domain';
import { makeSale, makeSaleItem, testUuid } from '@rota/domain/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '#lib/auth/auth-store.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { renderPage } from '#testing/render-page.tsx';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { makeSession } from '#testing/session-fixture.ts';
import { HistoryPage } from './history-page.tsx';

const TODAY = new Date('2026-11-24T12:00:00.000Z');

const sale = (day: string, overrides: Partial<Sale> = {}) => ({
  ...makeSale({
    uuid: testUuid(),
    created_at: `${day}T10:00:00.000-03:00`,
    items: [makeSaleItem({ uuid: testUuid(), quantity: 2, unit_price: 50_000, discount: 0 })],
    ...overrides,
  }),
  updated_at: `${day}T13:00:00.000Z`,
});
const client = (name: string, code: string) => {
  const uuid = testUuid();
  return { client_uuid: uuid, client: { uuid, name, code_erp: code } };
};

async function renderHistory(permissions: PermissionName[] = ['canViewSaleHistory']) {
  await authStore.setLogin(makeSession(permissions), 1);
  renderPage(<HistoryPage />, '/admin/history');
  await screen.findByTestId('history-page');
  return userEvent.setup();
}

const rows = () => screen.queryAllByTestId('history-row');

describe('HistoryPage', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(TODAY);
    await resetLocalDbs();
    await myPwaDb.syncCursors.put({
      call: 'sales.allSeller',
      cursor: '1',
      owner: '1:7',
      table: 'sales',
      synced_at: TODAY.toISOString(),
    });
  });
  afterEach(async () => {
    cleanup();
    vi.useRealTimers();
    await authStore.logout();
  });

  it('lists processed and cancelled sales with the ERP number and the reason, newest first', async () => {
    await myPwaDb.sales.bulkPut([
      sale('2026-11-20', {
        status: 'Processado',
        code_erp: 'PED-1',
        number: 'V002-0007',
        ...client('Padaria São João', 'C01'),
      }),
      sale('2026-11-22', {
        status: 'Cancelado',
        code_erp: 'PED-2',
        reason_canceled: 'Cliente sem limite de crédito',
        ...client('Mercado Beta', 'C02'),
      }),
      sale('2026-11-23', { status: 'Finalizado' }),
      sale('2026-11-23', { status: 'Processado', seller_id: 8 }),
    ]);
    await renderHistory();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [cancelled, processed] = rows() as [HTMLElement, HTMLElement];
    expect(within(cancelled).getByText('Mercado Beta')).toBeTruthy();
    expect(within(cancelled).getByText(/Nº ERP PED-2/)).toBeTruthy();
    expect(within(cancelled).getByTestId('history-reason').textContent).toBe(
      'Motivo: Cliente sem limite de crédito',
    );
    expect(within(processed).getByText(/Nº ERP PED-1/)).toBeTruthy();
    expect(within(processed).getByTestId('history-order-number').textContent).toBe('Pedido V002-0007');
    // A sale from before order numbers is named by its uuid's first block.
    expect(within(cancelled).getByTestId('history-order-number').textContent).toMatch(/^Pedido [0-9A-F]{8}$/);
    expect(screen.getByTestId('history-counters').textContent).toBe('2 vendas · R$ 10,00 processados');
  });

  it('searches by client without accents or case, or by order number, and filters by kind', async () => {
    await myPwaDb.sales.bulkPut([
      sale('2026-11-20', {
        status: 'Processado',
        code_erp: 'PED-1',
        number: 'V001-0042',
        ...client('Padaria São João', 'C01'),
      }),
      sale('2026-11-21', {
        status: 'Cancelado',
        code_erp: 'PED-3',
        reason_canceled: 'x',
        ...client('Padaria São João', 'C01'),
      }),
      sale('2026-11-22', { status: 'Processado', code_erp: 'PED-2', ...client('Mercado Beta', 'C02') }),
    ]);
    const user = await renderHistory();
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.type(screen.getByLabelText('Buscar venda'), 'v001-0042');
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.clear(screen.getByLabelText('Buscar venda'));
    await user.type(screen.getByLabelText('Buscar venda'), 'PED-2');
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.clear(screen.getByLabelText('Buscar venda'));
    await user.type(screen.getByLabelText('Buscar venda'), 'sao joao');
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByText('Canceladas'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.clear(screen.getByLabelText('Buscar venda'));
    await user.type(screen.getByLabelText('Buscar venda'), 'C02');
    await waitFor(() => expect(screen.getByText('Nenhuma venda encontrada para “C02”.')).toBeTruthy());
  });

  it("gives a supervisor each sale's seller and a seller filter; a seller sees neither", async () => {
    await myPwaDb.sales.bulkPut([
      { ...sale('2026-11-20', { status: 'Processado', code_erp: 'PED-1' }), seller_name: 'Ana Souza' },
      {
        ...sale('2026-11-21', { status: 'Processado', code_erp: 'PED-2', seller_id: 8 }),
        seller_name: 'Bruno Lima',
      },
      {
        ...sale('2026-11-22', { status: 'Cancelado', code_erp: 'PED-3', seller_id: 8 }),
        seller_name: 'Bruno Lima',
      },
    ]);
    const user = await renderHistory(['canViewSaleHistory', 'canViewAllSales']);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows().map((row) => within(row).getByTestId('history-seller').textContent)).toEqual([
      'Vendedor: Bruno Lima',
      'Vendedor: Bruno Lima',
      'Vendedor: Ana Souza',
    ]);
    await user.selectOptions(screen.getByLabelText('Vendedor'), 'Bruno Lima');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByTestId('history-counters').textContent).toBe('2 vendas · R$ 10,00 processados');
    cleanup();
    await authStore.logout();

    await renderHistory();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByLabelText('Vendedor')).toBeNull();
    expect(screen.queryByTestId('history-seller')).toBeNull();
  });

  it('draws 50 sales at a time', async () => {
    await myPwaDb.sales.bulkPut(
      Array.from({ length: 55 }, () => sale('2026-11-20', { status: 'Processado', code_erp: 'PED' })),
    );
    const user = await renderHistory();
    await waitFor(() => expect(rows()).toHaveLength(50));
    expect(screen.getByTestId('history-counters').textContent).toBe('55 vendas · R$ 550,00 processados');
    await user.click(screen.getByRole('button', { name: 'Mostrar mais 5' }));
    await waitFor(() => expect(rows()).toHaveLength(55));
  });

  it('is closed without canViewSaleHistory', async () => {
    await myPwaDb.sales.put(sale('2026-11-20', { status: 'Processado' }));
    await renderHistory([]);
    expect(screen.getByText('Seu perfil não permite ver o histórico de vendas.')).toBeTruthy();
    expect(rows()).toHaveLength(0);
  });
});
