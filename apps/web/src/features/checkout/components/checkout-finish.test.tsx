import 'fake-indexeddb/auto';
import {
  addDays,
  addItem,
  formatDate,
  newCart,
  type PermissionName,
  type Sale,
  zonedDate,
} from '@rota/domain';
import { makeFinancialTitle, makeItem, makeSale, makeSaleItem } from '@rota/domain/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '#lib/auth/auth-store.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { routeByName } from '#lib/routes/index.ts';
import { renderPage } from '#testing/render-page.tsx';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import {
  BREAD,
  C306090,
  CLIENT,
  COFFEE,
  LISTS,
  loginSeller,
  OLD,
  storeCatalogue,
} from '../testing/checkout-fixtures.ts';
import { CheckoutPage } from './checkout-page.tsx';

const PATH = routeByName('checkout').path;
const CART_UUID = '60000000-0000-4000-8000-000000000001';

/** A stored Aberto cart of the client: 3 kg of bread on Varejo (R$ 36,00). */
async function storeCart(overrides: Partial<Sale> = {}): Promise<Sale> {
  const cart = {
    ...addItem(
      newCart({
        uuid: CART_UUID,
        company_id: 1,
        seller_id: 7,
        now: '2026-11-24T12:00:00.000Z',
        client: { uuid: CLIENT.uuid, name: CLIENT.name, code_erp: CLIENT.code_erp },
      }),
      makeItem({
        product_uuid: BREAD.uuid,
        code_erp_product: BREAD.code_erp,
        description: BREAD.description,
        unit: BREAD.unit,
        quantity: 3,
        unit_price: LISTS.breadVarejo.price,
        price_list_uuid: LISTS.breadVarejo.uuid,
      }),
    ),
    ...overrides,
  };
  await myPwaDb.sales.put(cart);
  return cart;
}

async function openCheckout(permissions: PermissionName[], entry = `/admin/checkout/${CLIENT.uuid}`) {
  await loginSeller(permissions);
  const view = renderPage(<CheckoutPage />, PATH, entry);
  return { user: userEvent.setup(), ...view };
}

async function choose(user: ReturnType<typeof userEvent.setup>, testId: string, option: string | RegExp) {
  await user.click(screen.getByTestId(testId));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function addPayment(
  user: ReturnType<typeof userEvent.setup>,
  form: string,
  condition: string,
  amount?: string,
) {
  await choose(user, 'payment-form-select', form);
  await choose(user, 'payment-condition-select', condition);
  if (amount !== undefined) await user.type(screen.getByLabelText('Valor'), amount);
  await user.click(screen.getByRole('button', { name: 'Adicionar pagamento' }));
}

const finishButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Finalizar' });

/** Pays the whole cart with PIX à vista and presses Finalizar once it is enabled. */
async function payAtSightAndFinish(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: /Pagamento/ }));
  await addPayment(user, 'PIX', 'À vista');
  await waitFor(() => expect(finishButton().disabled).toBe(false));
  await user.click(finishButton());
}

beforeEach(async () => {
  await resetLocalDbs();
  await storeCatalogue();
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await authStore.logout();
});

describe('CheckoutPage — payment and finish', () => {
  it('blocks Finalizar while the payments do not equal the total, then finishes into the outbox once', async () => {
    await storeCart();
    const { user, router } = await openCheckout(['canNewSaleClient']);
    await screen.findByTestId('cart-total');
    expect(finishButton().disabled).toBe(true);
    // No canFinishLater: no "Finalizar depois".
    expect(screen.queryByRole('button', { name: 'Finalizar depois' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: /Pagamento/ }));
    // PIX allows 1 installment at 0 days: only "À vista" is offered for it.
    await choose(user, 'payment-form-select', 'PIX');
    await user.click(screen.getByTestId('payment-condition-select'));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['À vista']);
    await user.click(screen.getByRole('option', { name: 'À vista' }));
    await user.type(screen.getByLabelText('Valor'), '10,00');
    await user.click(screen.getByRole('button', { name: 'Adicionar pagamento' }));
    await waitFor(() => expect(screen.getAllByTestId('payment-line')).toHaveLength(1));
    expect(screen.getAllByTestId('payment-balance')[0]?.textContent).toBe('Falta R$ 26,00');
    expect(finishButton().disabled).toBe(true);

    // Boleto, sub-form and 30/60/90 for the rest (the amount left empty takes what is missing).
    await choose(user, 'payment-form-select', 'Boleto');
    await choose(user, 'payment-subform-select', 'Boleto 28 dias');
    await choose(user, 'payment-condition-select', '30/60/90');
    expect(screen.getByTestId('payment-preview').textContent).toBe(
      '3x (2x de R$ 8,67 e 1x de R$ 8,66) — 30/60/90 dias',
    );
    await user.click(screen.getByRole('button', { name: 'Adicionar pagamento' }));
    await waitFor(() => expect(screen.getAllByTestId('payment-line')).toHaveLength(2));
    await waitFor(() => expect(finishButton().disabled).toBe(false));
    // The form starts clean for another line, without a "1x de R$ 0,00" preview of nothing.
    expect(screen.getByTestId<HTMLInputElement>('payment-form-select').value).toBe('');
    expect(screen.queryByTestId('payment-preview')).toBeNull();

    await user.click(finishButton());
    expect(await screen.findByTestId('order-summary')).toBeTruthy();
    expect(router.state.location.search).toBe(`?resumo=${CART_UUID}`);
    const entries = await myPwaDb.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ call: 'sales.create', uuid: CART_UUID, status: 'pending' });
    const body = entries[0]?.body as Sale;
    expect(body.status).toBe('Finalizado');
    expect(body.payments.map((payment) => [payment.formPayment.description, payment.price])).toEqual([
      ['PIX', 1_000],
      ['Boleto › Boleto 28 dias', 2_600],
    ]);
    expect((await myPwaDb.sales.get(CART_UUID))?.status).toBe('Finalizado');
    expect(screen.getByTestId('summary-total').textContent).toBe('R$ 36,00');
    // The company has no Pix key: no Pix on the summary.
    expect(screen.queryByTestId('order-pix')).toBeNull();

    // "Compartilhar pedido": a PDF made on the device, handed to the share sheet.
    const shared: File[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      canShare: (data: ShareData) => (data.files?.length ?? 0) > 0,
      share: async (data: ShareData) => {
        shared.push(...(data.files ?? []));
      },
    });
    await user.click(screen.getByRole('button', { name: 'Compartilhar pedido' }));
    await waitFor(() => expect(shared).toHaveLength(1), { timeout: 10_000 });
    expect(shared[0]?.name).toBe('pedido-60000000.pdf');
    expect(shared[0]?.type).toBe('application/pdf');
    const head = new Uint8Array(await (shared[0] as File).arrayBuffer()).slice(0, 5);
    expect(new TextDecoder().decode(head)).toBe('%PDF-');
  });

  it("lists a condition the cart does not reach as disabled with its minimum, and holds Finalizar saying what the company's minimum lacks", async () => {
    await resetLocalDbs();
    await storeCatalogue({ min_order_value: 5_000 });
    await myPwaDb.conditionPayments.put({ ...C306090, min_order_value: 10_000 });
    await storeCart();
    const { user } = await openCheckout(['canNewSaleClient']);
    await screen.findByTestId('cart-total');

    await user.click(screen.getByRole('tab', { name: /Pagamento/ }));
    await choose(user, 'payment-form-select', 'Boleto');
    await user.click(screen.getByTestId('payment-condition-select'));
    const option = await screen.findByRole('option', { name: '30/60/90 (pedido mínimo R$ 100,00)' });
    expect(
      option.getAttribute('aria-disabled') ?? option.getAttribute('data-combobox-disabled'),
    ).toBeTruthy();
    await user.keyboard('{Escape}');

    await addPayment(user, 'PIX', 'À vista');
    await waitFor(() => expect(screen.getAllByTestId('payment-line')).toHaveLength(1));
    // Paid in full (R$ 36,00), still under the company's R$ 50,00.
    expect(screen.getByTestId('order-minimum').textContent).toBe(
      'Faltam R$ 14,00 para o pedido mínimo de R$ 50,00 da empresa',
    );
    expect(finishButton().disabled).toBe(true);
    expect(await myPwaDb.outbox.count()).toBe(0);
  });

  it('shows the client’s credit before Finalizar: a warning, or the supervisor, as the company chose (issue 26 §2)', async () => {
    // Limit R$ 100,00; R$ 70,00 still open on a title and R$ 1,00 on an order sent earlier.
    await myPwaDb.clients.put({ ...CLIENT, credit_limit: 10_000, updated_at: '2026-11-23T10:00:00.000Z' });
    await myPwaDb.financialTitles.put(
      makeFinancialTitle({
        code_erp_client: CLIENT.code_erp ?? '',
        amount: 9_000,
        amount_paid: 2_000,
        status: 'Parcial',
      }),
    );
    await myPwaDb.sales.put(
      makeSale({
        uuid: '60000000-0000-4000-8000-000000000009',
        client_uuid: CLIENT.uuid,
        status: 'Integrado',
        items: [makeSaleItem({ quantity: 1, unit_price: 10_000, discount: 0 })],
      }),
    );
    await storeCart();
    const figures = 'Limite R$ 100,00 · em aberto R$ 71,00 · este pedido R$ 36,00';
    const { user } = await openCheckout(['canNewSaleClient']);
    expect((await screen.findByTestId('credit-warning')).textContent).toContain(
      `Passa R$ 7,00 do limite de crédito do cliente (${figures})`,
    );
    expect(screen.queryByTestId('needs-approval')).toBeNull();
    cleanup();

    await storeCatalogue({ credit_policy: 'approve' });
    await myPwaDb.clients.update(CLIENT.uuid, {
      credit_limit: 10_000,
      credit_blocked: true,
      credit_blocked_reason: 'Cheque devolvido',
    });
    await openCheckout(['canNewSaleClient']);
    const reasons = await screen.findByTestId('approval-reasons');
    expect(reasons.textContent).toContain(`Cliente bloqueado para vendas: Cheque devolvido (${figures})`);
    expect(reasons.textContent).toContain(`Passa R$ 7,00 do limite de crédito do cliente (${figures})`);
    expect(screen.getByTestId('needs-approval')).toBeTruthy();
    expect(screen.queryByTestId('credit-warning')).toBeNull();
    await payAtSightAndFinish(user);
    expect((await screen.findByTestId('summary-needs-approval')).textContent).toContain(
      'O pedido aguarda a aprovação do supervisor',
    );
  });

  it('shows each line’s stock less this device’s orders, and warns or holds an order over it as the company chose (issue 26 §1)', async () => {
    // 5 kg counted by the ERP two and a half hours ago; an order sent from here takes 2,5 kg.
    await myPwaDb.productStocks.put({
      uuid: '70000000-0000-4000-8000-000000000001',
      company_id: 1,
      code_erp_product: BREAD.code_erp,
      quantity: 5,
      counted_at: new Date(Date.now() - 2.5 * 3_600_000).toISOString(),
    });
    const reserving = makeSale({
      uuid: '60000000-0000-4000-8000-000000000010',
      company_id: 1,
      client_uuid: CLIENT.uuid,
      status: 'Finalizado',
      items: [makeSaleItem({ product_uuid: BREAD.uuid, quantity: 2.5 })],
    });
    await myPwaDb.sales.put(reserving);
    await storeCart();
    const figures = 'Estoque: 2,5 kg (5 kg − 2,5 kg reservados neste aparelho) · há 2 h';
    const shortfall = `Item 1 (${BREAD.description}): pedido de 3 kg, falta 0,5 kg — ${figures}`;
    const { user } = await openCheckout(['canNewSaleClient']);
    const line = await screen.findByTestId('cart-item-stock');
    expect(line.textContent).toBe(figures);
    expect(line.dataset.short).toBe('true');
    expect((await screen.findByTestId('stock-warning')).textContent).toContain(shortfall);
    expect(screen.queryByTestId('needs-approval')).toBeNull();

    // The ERP integrates that order (a sync): it no longer reserves, and 3 kg of 5 kg is no shortfall.
    await myPwaDb.sales.put({ ...reserving, status: 'Integrado' });
    await waitFor(() => expect(screen.queryByTestId('stock-warning')).toBeNull());
    expect(screen.getByTestId('cart-item-stock').textContent).toBe('Estoque: 5 kg · há 2 h');
    expect(screen.getByTestId('cart-item-stock').dataset.short).toBeUndefined();
    cleanup();

    // With the policy approve the same shortfall holds the order for the supervisor.
    await myPwaDb.sales.put(reserving);
    await storeCatalogue({ stock_policy: 'approve' });
    await openCheckout(['canNewSaleClient']);
    expect((await screen.findByTestId('approval-reasons')).textContent).toContain(shortfall);
    expect(screen.getByTestId('needs-approval')).toBeTruthy();
    expect(screen.queryByTestId('stock-warning')).toBeNull();
    await payAtSightAndFinish(user);
    expect((await screen.findByTestId('summary-needs-approval')).textContent).toContain(
      'O pedido aguarda a aprovação do supervisor',
    );
  });

  it('holds a line sold below its product’s minimum price for the supervisor (issue 26 §3)', async () => {
    // Bread on Varejo at R$ 12,00 with a minimum of R$ 11,50: 3 kg less R$ 1,51 is R$ 11,4967 a kg.
    await myPwaDb.products.update(BREAD.uuid, { min_price: 115_000 });
    const cart = await storeCart();
    const [line] = cart.items;
    await myPwaDb.sales.put({ ...cart, items: [{ ...(line as Sale['items'][number]), discount: 151 }] });
    await openCheckout(['canNewSaleClient', 'canDescontItem']);
    expect((await screen.findByTestId('approval-reasons')).textContent).toContain(
      `Item 1 (${BREAD.description}): preço final R$ 11,4967 abaixo do mínimo de R$ 11,50`,
    );
    // Exactly at the minimum, nothing waits.
    await myPwaDb.sales.put({ ...cart, items: [{ ...(line as Sale['items'][number]), discount: 150 }] });
    await waitFor(() => expect(screen.queryByTestId('approval-reasons')).toBeNull());
  });

  it('tells before Finalizar, and on the summary, that a discount above the seller’s limit waits for a supervisor', async () => {
    await resetLocalDbs();
    await storeCatalogue({ max_discount_percent: 10, approval_discount_percent: 15 });
    // 3 kg of bread at R$ 12,00 (R$ 36,00) less R$ 4,32: 12%, above the 10% but within the 15%.
    const cart = await storeCart();
    const [line] = cart.items;
    await myPwaDb.sales.put({ ...cart, items: [{ ...(line as Sale['items'][number]), discount: 432 }] });
    const { user } = await openCheckout(['canNewSaleClient', 'canDescontItem']);
    expect((await screen.findByTestId('needs-approval')).textContent).toBe(
      'Ao finalizar, a venda vai para aprovação do supervisor.',
    );
    expect(screen.getByTestId('approval-reasons').textContent).toContain(
      `Item 1 (${BREAD.description}): desconto de 12% passa do limite de 10% do vendedor`,
    );
    await payAtSightAndFinish(user);
    expect((await screen.findByTestId('summary-needs-approval')).textContent).toContain(
      'O pedido aguarda a aprovação do supervisor',
    );
    const [entry] = await myPwaDb.outbox.toArray();
    expect(entry?.call).toBe('sales.create');
    expect((entry?.body as Sale | undefined)?.items[0]?.discount).toBe(432);
  });

  it("shows the order's Pix, QR code and copy-and-paste code for its total, when the company has a key", async () => {
    await resetLocalDbs();
    await storeCatalogue({ pix_key: '7d9f0c1e-5a2b-4c3d-8e4f-a1b2c3d4e5f6', pix_merchant_city: 'São Paulo' });
    await storeCart();
    const { user } = await openCheckout(['canNewSaleClient']);
    await screen.findByTestId('cart-total');
    await payAtSightAndFinish(user);
    const pix = await screen.findByTestId('order-pix');
    expect(within(pix).getByRole('img', { name: 'QR code Pix do pedido 60000000, R$ 36,00' })).toBeTruthy();
    const code = within(pix).getByTestId('order-pix-code').textContent ?? '';
    // The amount (field 54), the city without its accent (60) and the order code as txid (62-05).
    expect(code).toMatch(/^000201.*540536\.005802BR.*6009Sao Paulo62120508600000006304[0-9A-F]{4}$/);
    expect(within(pix).getByRole('button', { name: 'Copiar código' })).toBeTruthy();
  });

  it('says what the rule refuses and keeps the cart as typed (a product that became inactive)', async () => {
    await storeCart();
    await myPwaDb.products.update(BREAD.uuid, { inative: 1 });
    const { user } = await openCheckout(['canNewSaleClient']);
    await screen.findByTestId('cart-total');
    await payAtSightAndFinish(user);
    expect(await screen.findByTestId('finish-errors')).toHaveProperty(
      'textContent',
      expect.stringContaining('Produto inativo'),
    );
    expect(screen.getByRole('tab', { name: /Itens/ }).getAttribute('aria-selected')).toBe('true');
    expect(await myPwaDb.outbox.count()).toBe(0);
    expect((await myPwaDb.sales.get(CART_UUID))?.items).toHaveLength(1);
  });

  it('with canFinishLater keeps the sale as Aguardando Finalizar, queued and still editable', async () => {
    await storeCart();
    const { user } = await openCheckout(['canNewSaleClient', 'canFinishLater']);
    await screen.findByTestId('cart-total');
    await user.click(screen.getByRole('button', { name: 'Finalizar depois' }));
    await waitFor(async () =>
      expect((await myPwaDb.sales.get(CART_UUID))?.status).toBe('Aguardando Finalizar'),
    );
    expect(await screen.findByText(/continua editável/)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('cart-status').textContent).toBe('Aguardando Finalizar'));
    expect(await myPwaDb.outbox.count()).toBe(1);

    // Still editable: one more kg goes into the same queued write.
    await user.click(screen.getByRole('button', { name: 'Aumentar quantidade' }));
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('R$ 48,00'));
    const entries = await myPwaDb.outbox.toArray();
    expect(entries).toHaveLength(1);
    const queued = entries[0]?.body as Sale | undefined;
    expect(queued?.items[0]?.quantity).toBe(4);
    expect(queued?.status).toBe('Aguardando Finalizar');
  });

  it('the competence date is typed only with canEditDataCompetencia; pre-sale shows when the company allows it', async () => {
    await storeCart();
    const { user, unmount } = await openCheckout(['canNewSaleClient']);
    await screen.findByTestId('cart-total');
    await user.click(screen.getByRole('tab', { name: /Dados/ }));
    expect(screen.getByLabelText<HTMLInputElement>('Data de competência').disabled).toBe(true);
    expect(screen.getByText('Seu perfil não permite alterar a data de competência')).toBeTruthy();
    expect(screen.getByText('Pré-venda')).toBeTruthy();
    unmount();

    const { user: seller } = await openCheckout(['canNewSaleClient', 'canEditDataCompetencia']);
    await screen.findByTestId('cart-total');
    await seller.click(screen.getByRole('tab', { name: /Dados/ }));
    const date = screen.getByLabelText<HTMLInputElement>('Data de competência');
    expect(date.disabled).toBe(false);
    // The date is typed dd/mm/aaaa (#ui/date-field), whatever the browser's language.
    // The screen reads today from the device's clock; a competence date must be near it.
    const picked = addDays(zonedDate(new Date()), 3);
    fireEvent.change(date, { target: { value: formatDate(picked) } });
    await waitFor(async () => expect((await myPwaDb.sales.get(CART_UUID))?.competence_at).toBe(picked));
    // A day the server would refuse (docs/server.md "Dates") is named and never kept.
    fireEvent.change(date, { target: { value: '01/01/0001' } });
    expect(await screen.findByText('A data de competência deve estar nos últimos 31 dias')).toBeTruthy();
    fireEvent.change(date, { target: { value: '31/12/9999' } });
    expect(await screen.findByText(/^A data de competência deve ser até \d{2}\/\d{2}\/\d{4}$/)).toBeTruthy();
    expect((await myPwaDb.sales.get(CART_UUID))?.competence_at).toBe(picked);
  });
});

describe('CheckoutPage — repeat order', () => {
  it('copies a past sale into a new cart, drops inactive products, re-prices and says what changed', async () => {
    const past = makeSale({
      uuid: '70000000-0000-4000-8000-000000000001',
      client_uuid: CLIENT.uuid,
      company_id: 1,
      seller_id: 7,
      status: 'Processado',
      items: [
        {
          ...makeItem({
            product_uuid: BREAD.uuid,
            code_erp_product: BREAD.code_erp,
            description: BREAD.description,
            quantity: 5,
            unit_price: 100_000,
            price_list_uuid: LISTS.breadVarejo.uuid,
          }),
          id: 1,
        },
        {
          ...makeItem({
            product_uuid: COFFEE.uuid,
            code_erp_product: COFFEE.code_erp,
            description: COFFEE.description,
            quantity: 2,
            unit_price: 230_000,
            price_list_uuid: LISTS.coffeeAtacado.uuid,
          }),
          id: 2,
        },
        {
          ...makeItem({
            product_uuid: OLD.uuid,
            code_erp_product: OLD.code_erp,
            description: OLD.description,
            quantity: 1,
          }),
          id: 3,
        },
      ],
    });
    await myPwaDb.sales.put(past);
    const { router } = await openCheckout(['canNewSaleClient'], `/admin/checkout?repetir=${past.uuid}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/checkout/${CLIENT.uuid}`));
    const notes = await screen.findByText('O que mudou desde a venda anterior');
    const alert = notes.closest('[role="alert"]') ?? notes.parentElement?.parentElement;
    expect(alert?.textContent).toContain('2 itens copiados da venda anterior.');
    expect(alert?.textContent).toContain('Pão Francês 50g: preço mudou de R$ 10,00 para R$ 12,00');
    expect(alert?.textContent).toContain('Biscoito Antigo: saiu do pedido (produto inativo)');
    await waitFor(() => expect(screen.getAllByTestId('cart-item')).toHaveLength(2));
    // 5 × 12,00 + 2 × 23,00.
    expect(screen.getByTestId('cart-total').textContent).toBe('R$ 106,00');
    const carts = (await myPwaDb.sales.toArray()).filter((sale) => sale.status === 'Aberto');
    expect(carts).toHaveLength(1);
    expect(
      within(screen.getByTestId('cart-items'))
        .getAllByTestId('cart-item-name')
        .map((name) => name.textContent),
    ).toEqual(['Pão Francês 50g', 'Café Torrado 500g']);
  });
});
