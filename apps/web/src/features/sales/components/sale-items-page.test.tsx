import 'fake-indexeddb/auto';
import type { PermissionName } from '@rota/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '#lib/auth/auth-store.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { renderPage } from '#testing/render-page.tsx';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { makeSession } from '#testing/session-fixture.ts';
import { queueSale, serverSale, storeSales, TODAY } from '../testing/sale-fixtures.ts';
import { SaleItemsPage } from './sale-items-page.tsx';

vi.mock('#lib/sync/push-loop.ts', () => ({
  requestPush: vi.fn(),
  pushNow: vi.fn(),
  startPushLoop: vi.fn(),
}));

async function login(permissions: PermissionName[] = ['canEditSaleItem']) {
  await authStore.setLogin(makeSession(permissions), 1);
}

async function renderSale(uuid: string) {
  const view = renderPage(<SaleItemsPage />, '/admin/sales/items', `/admin/sales/items?sale=${uuid}`);
  await screen.findByText(/Venda de /);
  return { user: userEvent.setup(), ...view };
}

describe('SaleItemsPage', () => {
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

  it('edits the items of a cart with canEditSaleItem and queues the sale (offline)', async () => {
    const cart = serverSale(1_000, '2026-11-24', { status: 'Aberto', payments: [] });
    await storeSales([cart]);
    await login();
    const { user } = await renderSale(cart.uuid);
    const quantity = screen.getByLabelText('Quantidade de Pão francês');
    fireEvent.change(quantity, { target: { value: '3' } });
    await waitFor(() => expect(screen.getByTestId('sale-items-total').textContent).toContain('R$ 30,00'));
    await user.click(screen.getByRole('button', { name: 'Salvar itens' }));
    await waitFor(async () => expect((await myPwaDb.sales.get(cart.uuid))?.items[0]?.quantity).toBe(3));
    const [entry] = await myPwaDb.outbox.toArray();
    expect(entry?.call).toBe('sales.create');
    expect((entry as { body: { items: { quantity: number }[] } }).body.items[0]?.quantity).toBe(3);
    expect(screen.queryByTestId('sale-edit-block')).toBeNull();
  });

  it('does not let a profile without canEditSaleItem edit, and says why', async () => {
    const cart = serverSale(1_000, '2026-11-24', { status: 'Aberto' });
    await storeSales([cart]);
    await login([]);
    await renderSale(cart.uuid);
    expect(screen.getByTestId('sale-edit-block').textContent).toContain(
      'Seu perfil não permite editar os itens de uma venda.',
    );
    expect(screen.queryByLabelText('Quantidade de Pão francês')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Salvar itens' })).toBeNull();
  });

  it('does not edit a sale the server owns, and says why', async () => {
    const sale = serverSale(1_000, '2026-11-20', { status: 'Processado', code_erp: 'PED-42' });
    await storeSales([sale]);
    await login();
    await renderSale(sale.uuid);
    expect(screen.getByTestId('sale-edit-block').textContent).toContain(
      'A venda já foi faturada pelo ERP (nº ERP PED-42): não pode mais ser alterada.',
    );
    // Shown, not refused: no "Itens não editáveis" warning over a sale the ERP invoiced.
    expect(screen.queryByText('Itens não editáveis')).toBeNull();
    expect(screen.queryByLabelText('Quantidade de Pão francês')).toBeNull();
    expect(screen.getAllByTestId('sale-item')).toHaveLength(1);
  });

  it('shows a Falha with the ERP’s message and what the seller can do', async () => {
    const sale = serverSale(1_000, '2026-11-20', {
      status: 'Falha',
      failure_message: 'Cliente C0A bloqueado no ERP',
    });
    await storeSales([sale]);
    await login();
    await renderSale(sale.uuid);
    const failure = screen.getByTestId('sale-failure');
    expect(failure.textContent).toContain('Falha na integração com o ERP');
    expect(failure.textContent).toContain('Cliente C0A bloqueado no ERP');
    expect(failure.textContent).toContain('O que fazer');
    expect(screen.getByTestId('sale-edit-block')).toBeTruthy();
  });

  it('saves notes offline through the outbox, for a sale the server owns', async () => {
    const sale = serverSale(1_000, '2026-11-20', { status: 'Integrado' });
    await storeSales([sale]);
    await login();
    const { user } = await renderSale(sale.uuid);
    await user.type(screen.getByLabelText('Observações da venda'), 'Entregar pela manhã');
    await user.click(screen.getByRole('button', { name: 'Salvar observações' }));
    await waitFor(async () =>
      expect((await myPwaDb.sales.get(sale.uuid))?.notes).toBe('Entregar pela manhã'),
    );
    const entries = await myPwaDb.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      call: 'sales.addNotes',
      uuid: sale.uuid,
      params: { uuid: sale.uuid },
      body: { notes: 'Entregar pela manhã' },
      status: 'pending',
    });
    // "não enviada" while the notes wait.
    await waitFor(() => expect(screen.getByTestId('sale-unsent').textContent).toBe('não enviada'));
  });

  it('puts notes of a sale still waiting to be sent into that sale’s own write', async () => {
    await login();
    const sale = serverSale(1_000, '2026-11-24');
    await queueSale(sale);
    const { user } = await renderSale(sale.uuid);
    expect(screen.getByTestId('sale-unsent').textContent).toBe('não enviada');
    await user.type(screen.getByLabelText('Observações da venda'), 'Portão azul');
    await user.click(screen.getByRole('button', { name: 'Salvar observações' }));
    await waitFor(async () => {
      const entries = await myPwaDb.outbox.toArray();
      expect(entries).toHaveLength(1);
      expect(entries[0]?.call).toBe('sales.create');
      expect((entries[0] as { body: { notes: string } }).body.notes).toBe('Portão azul');
    });
  });

  it('shows a sale waiting for approval with its reasons, and a rejected one with who, when, why and what to do', async () => {
    const reason = {
      code: 'discount_above_seller_limit',
      item_id: 1,
      message: 'Item 1 (Pão francês): desconto de 12% passa do limite de 10% do vendedor',
    } as const;
    const waiting = {
      ...serverSale(1_000, '2026-11-24'),
      approval_status: 'Aguardando' as const,
      approval_reasons: [reason],
      approval_decisions: [],
    };
    const rejected = {
      ...serverSale(1_000, '2026-11-24', { status: 'Aberto' }),
      approval_status: 'Reprovado' as const,
      approval_reasons: [],
      approval_decisions: [
        {
          uuid: '00000000-0000-4000-8000-0000000000d1',
          decision: 'Reprovado' as const,
          note: 'Desconto acima do combinado',
          user_id: 3,
          user_name: 'Carla Mendes',
          decided_at: '2026-11-24T18:30:00.000Z',
        },
      ],
    };
    await storeSales([waiting, rejected]);
    await login();
    await renderSale(waiting.uuid);
    const notice = screen.getByTestId('sale-approval-notice');
    expect(notice.textContent).toContain('Aguardando aprovação do supervisor');
    expect(notice.textContent).toContain(reason.message);
    expect(screen.getByTestId('sale-approval').textContent).toBe('Aguardando aprovação');
    cleanup();
    await renderSale(rejected.uuid);
    const rejection = screen.getByTestId('sale-approval-notice');
    expect(rejection.textContent).toContain(
      'Reprovada por Carla Mendes em 24/11/2026 15:30: “Desconto acima do combinado”',
    );
    expect(rejection.textContent).toContain('Altere a venda e finalize de novo');
    // Back in the seller's hands: an open cart, its items editable.
    expect(screen.queryByTestId('sale-edit-block')).toBeNull();
  });

  it('says so when the device has no such sale', async () => {
    await login();
    renderPage(<SaleItemsPage />, '/admin/sales/items', '/admin/sales/items?sale=nope');
    expect(await screen.findByText('Venda não encontrada neste aparelho.')).toBeTruthy();
  });
});
