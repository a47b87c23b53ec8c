import 'fake-indexeddb/auto';
import { SELLER_PERMISSIONS } from '@rota/domain';
import { makeSale, makeSaleItem } from '@rota/domain/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '#lib/auth/auth-store.ts';
import { myPwaDb, type SaleRow } from '#lib/db/my-pwa-db.ts';
import { routeByName } from '#lib/routes/index.ts';
import { renderPage } from '#testing/render-page.tsx';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { makeSession } from '#testing/session-fixture.ts';
import { ApprovalsPage } from './approvals-page.tsx';

const PATH = routeByName('approvals').path;
const stamps = { updated_at: '2026-11-27T12:00:00.000Z', deleted_at: null };
const reason = {
  code: 'discount_above_seller_limit',
  item_id: 1,
  message: 'Item 1 (Pão francês): desconto de 12% passa do limite de 10% do vendedor',
} as const;

/** A sale of seller 8's, finished with a discount in the supervisor's band, as the server sent it. */
function waitingSale(overrides: Partial<SaleRow> = {}): SaleRow {
  return {
    ...makeSale({
      seller_id: 8,
      status: 'Finalizado',
      created_at: '2026-11-27T09:00:00.000-03:00',
      items: [makeSaleItem({ quantity: 1, unit_price: 100_000, discount: 120 })],
    }),
    approval_status: 'Aguardando',
    approval_reasons: [reason],
    approval_decisions: [],
    seller_name: 'Bruno Lima',
    ...stamps,
    ...overrides,
  };
}

async function login(
  permissions = [...SELLER_PERMISSIONS, 'canApproveSales' as const, 'canViewAllSales' as const],
) {
  await authStore.setLogin(makeSession(permissions, 3), 1);
}

beforeEach(async () => {
  await resetLocalDbs();
  await login();
  await myPwaDb.syncCursors.put({
    call: 'sales.allSeller',
    cursor: '10',
    owner: '1:3',
    table: 'sales',
    synced_at: stamps.updated_at,
  });
});
afterEach(cleanup);

describe('Aprovações', () => {
  it('says "sem permissão" to a profile without canApproveSales', async () => {
    await login([...SELLER_PERMISSIONS]);
    await myPwaDb.sales.put(waitingSale());
    renderPage(<ApprovalsPage />, PATH);
    expect((await screen.findByTestId('approvals-notice')).textContent).toContain(
      'Seu perfil não permite aprovar vendas',
    );
    expect(screen.queryByTestId('approval-card')).toBeNull();
  });

  it('lists only the sales waiting, oldest first, each with its client, total and reasons', async () => {
    const later = waitingSale({
      created_at: '2026-11-27T11:00:00.000-03:00',
      client: { uuid: makeSale().client_uuid ?? '', name: 'Mercado Bom Preço', code_erp: 'C9' },
    });
    await myPwaDb.sales.bulkPut([
      later,
      waitingSale(),
      waitingSale({ approval_status: 'Aprovado' }),
      waitingSale({ approval_status: null, approval_reasons: [] }),
      // Another company's, left on a shared phone.
      waitingSale({ company_id: 2 }),
    ]);
    renderPage(<ApprovalsPage />, PATH);
    const cards = await screen.findAllByTestId('approval-card');
    expect(cards.map((card) => within(card).getAllByText(/Ltda|Mercado/)[0]?.textContent)).toEqual([
      'Padaria Pão Quente Ltda',
      'Mercado Bom Preço',
    ]);
    const first = cards[0] as HTMLElement;
    // R$ 10,00 less R$ 1,20.
    expect(within(first).getByText('R$ 8,80')).toBeTruthy();
    expect(within(first).getByText(reason.message)).toBeTruthy();
    expect(within(first).getByText(/^Bruno Lima · /)).toBeTruthy();
    // No credit or stock read by the server (no limit, no block, no stock policy): neither shown.
    expect(within(first).queryByTestId('approval-credit')).toBeNull();
    expect(within(first).queryByTestId('approval-stock')).toBeNull();
  });

  it('shows the client’s credit as the server read it when the sale began to wait (issue 26 §4)', async () => {
    await myPwaDb.sales.put(
      waitingSale({
        approval_credit: {
          credit_limit: 500_000,
          credit_blocked: true,
          credit_blocked_reason: 'Cheque devolvido',
          open: 420_000,
        },
      }),
    );
    renderPage(<ApprovalsPage />, PATH);
    const card = await screen.findByTestId('approval-card');
    expect(within(card).getByTestId('approval-credit').textContent).toBe(
      'Crédito do clienteCliente bloqueado para vendas: Cheque devolvido · Limite R$ 5.000,00 · em aberto R$ 4.200,00 · este pedido R$ 8,80',
    );
  });

  it('shows each product’s stock as the server read it, whatever the reason (issue 26 §1, §4)', async () => {
    await myPwaDb.sales.put(
      waitingSale({
        approval_stock: [
          {
            product_uuid: '00000000-0000-4000-8000-0000000000b1',
            description: 'Pão francês',
            unit: 'UN',
            quantity: 120,
            reserved: 30,
            counted_at: '2026-11-27T13:30:00.000Z',
          },
        ],
      }),
    );
    renderPage(<ApprovalsPage />, PATH);
    const card = await screen.findByTestId('approval-card');
    expect(within(card).getByTestId('approval-stock').textContent).toBe(
      'Estoque dos produtosPão francês — Estoque: 90 UN (120 UN − 30 UN reservados em pedidos não integrados) · contado em 27/11/2026 10:30',
    );
  });

  it('shows the supervisor’s own waiting sale without the decisions: another supervisor decides it', async () => {
    await myPwaDb.sales.put(waitingSale({ seller_id: 3 }));
    renderPage(<ApprovalsPage />, PATH);
    const card = await screen.findByTestId('approval-card');
    expect(within(card).getByTestId('approval-own').textContent).toBe('Sua venda: outro supervisor decide.');
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('approves offline: the sale leaves the list and the decision waits in the outbox, exactly as the call takes it', async () => {
    const sale = waitingSale();
    await myPwaDb.sales.put(sale);
    renderPage(<ApprovalsPage />, PATH);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Aprovar venda de Padaria Pão Quente Ltda' }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Observação'), 'Cliente antigo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprovar' }));
    await waitFor(() => expect(screen.queryByTestId('approval-card')).toBeNull());
    expect(screen.getByTestId('approval-empty').textContent).toContain('Nenhuma venda aguardando aprovação');
    const [entry] = await myPwaDb.outbox.toArray();
    expect(entry).toMatchObject({
      call: 'sales.decideApproval',
      uuid: sale.uuid,
      params: { uuid: sale.uuid },
      body: { decision: 'Aprovado', note: 'Cliente antigo' },
      status: 'pending',
    });
    const stored = await myPwaDb.sales.get(sale.uuid);
    expect(stored?.approval_status).toBe('Aprovado');
    expect(stored?.approval_decisions?.[0]).toMatchObject({
      decision: 'Aprovado',
      user_id: 3,
      user_name: 'Ana Souza',
    });
  });

  it('asks why before rejecting, and gives the sale back to the seller as an open cart', async () => {
    const sale = waitingSale();
    await myPwaDb.sales.put(sale);
    renderPage(<ApprovalsPage />, PATH);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Reprovar venda de Padaria Pão Quente Ltda' }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reprovar' }));
    expect(await within(dialog).findByText('Diga ao vendedor o motivo da reprovação.')).toBeTruthy();
    expect(await myPwaDb.outbox.count()).toBe(0);
    await userEvent.type(within(dialog).getByLabelText(/Motivo/), 'Desconto acima do combinado');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reprovar' }));
    await waitFor(async () => expect(await myPwaDb.outbox.count()).toBe(1));
    const stored = await myPwaDb.sales.get(sale.uuid);
    expect(stored?.status).toBe('Aberto');
    expect(stored?.approval_status).toBe('Reprovado');
  });
});
