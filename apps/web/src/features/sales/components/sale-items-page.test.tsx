import 'fake-indexeddb/auto';
import type { PermissionName } from '@rota/domain';
import { makePromotion, makeSaleItem, testUuid } from '@rota/domain/testing';
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

/** 10 × R$ 10,00 of "Pão francês" at "a partir de 10, 5%" (tiers of T10): R$ 5,00 off, R$ 95,00. */
async function storeTierSale() {
  const line = makeSaleItem({
    uuid: testUuid(),
    description: 'Pão francês',
    code_erp_product: 'PF',
    quantity: 10,
    unit_price: 100_000,
    discount: 500,
  });
  const cart = serverSale(1_000, '2026-11-24', { status: 'Aberto', payments: [], items: [line] });
  await storeSales([cart]);
  await myPwaDb.promotions.put({
    ...makePromotion({
      company_id: cart.company_id,
      code_erp: 'T10',
      name: 'Dez ou mais',
      kind: 'tiers',
      products: ['PF'],
      tiers: [{ min_quantity: 10, percent: 5 }],
    }),
    updated_at: TODAY.toISOString(),
    deleted_at: null,
  });
  return cart;
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
    const quantity = screen.getByLabelText<HTMLInputElement>('Quantidade de Pão francês');
    await waitFor(() => expect(quantity.disabled).toBe(false));
    fireEvent.change(quantity, { target: { value: '3' } });
    await waitFor(() => expect(screen.getByTestId('sale-items-total').textContent).toContain('R$ 30,00'));
    await user.click(screen.getByRole('button', { name: 'Salvar itens' }));
    await waitFor(async () => expect((await myPwaDb.sales.get(cart.uuid))?.items[0]?.quantity).toBe(3));
    const [entry] = await myPwaDb.outbox.toArray();
    expect(entry?.call).toBe('sales.create');
    expect((entry as { body: { items: { quantity: number }[] } }).body.items[0]?.quantity).toBe(3);
    expect(screen.queryByTestId('sale-edit-block')).toBeNull();
  });

  it('reprices with the company’s promotions as a quantity changes: a tier left behind takes its discount away (issue 27 §1)', async () => {
    const cart = await storeTierSale();
    await login();
    const { user } = await renderSale(cart.uuid);
    expect(screen.getByTestId('sale-items-total').textContent).toContain('R$ 95,00');
    const field = screen.getByLabelText<HTMLInputElement>('Quantidade de Pão francês');
    await waitFor(() => expect(field.disabled).toBe(false));
    fireEvent.change(field, { target: { value: '9' } });
    await waitFor(() => expect(screen.getByTestId('sale-items-total').textContent).toContain('R$ 90,00'));
    fireEvent.change(field, { target: { value: '12' } });
    await waitFor(() => expect(screen.getByTestId('sale-items-total').textContent).toContain('R$ 114,00'));
    await user.click(screen.getByRole('button', { name: 'Salvar itens' }));
    await waitFor(async () =>
      expect((await myPwaDb.sales.get(cart.uuid))?.items[0]).toMatchObject({ quantity: 12, discount: 600 }),
    );
  });

  it('holds the lines until the promotions are read: a change then would keep the promotion’s R$ 5,00 as the seller’s own', async () => {
    const cart = await storeTierSale();
    await login();
    // The device's promotions take their time to read (a large catalogue on a slow phone).
    const stored = await myPwaDb.promotions.toArray();
    let release: () => void = () => undefined;
    const held = new Promise<typeof stored>((resolve) => {
      release = () => resolve(stored);
    });
    const read = vi.spyOn(myPwaDb.promotions, 'toArray').mockReturnValue(held as never);
    await renderSale(cart.uuid);
    const field = screen.getByLabelText<HTMLInputElement>('Quantidade de Pão francês');
    expect(field.disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Remover Pão francês' }).disabled).toBe(
      true,
    );
    release();
    await waitFor(() => expect(field.disabled).toBe(false));
    read.mockRestore();
    // 9 leaves the tier: R$ 90,00, nothing off (held as the seller's, it would be R$ 85,50).
    fireEvent.change(field, { target: { value: '9' } });
    await waitFor(() => expect(screen.getByTestId('sale-items-total').textContent).toContain('R$ 90,00'));
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
