import 'fake-indexeddb/auto';
import { addDays, saleErrors, zonedDate } from '@rota/domain';
import { makePromotion } from '@rota/domain/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '#lib/auth/auth-store.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { routeByName } from '#lib/routes/index.ts';
import { renderPage } from '#testing/render-page.tsx';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { loadSaleReferences } from '../api/sale-references.ts';
import { CLIENT, loginSeller, storeCatalogue } from '../testing/checkout-fixtures.ts';
import { CheckoutPage } from './checkout-page.tsx';

const PATH = routeByName('checkout').path;
/** Each change of the cart reads the promotions and stores through IndexedDB: room for a loaded CI machine. */
const SLOW = { timeout: 5_000 };
const today = zonedDate(new Date());

/** "Café em dobro": from 2 UN 10%, from 4 UN 20%, running today. */
const CAFE = makePromotion({
  uuid: '60000000-0000-4000-8000-000000000001',
  code_erp: 'CAFE-DOBRO',
  name: 'Café em dobro',
  starts_on: addDays(today, -1),
  ends_on: addDays(today, 1),
  kind: 'tiers',
  products: ['CF-02'],
  tiers: [
    { min_quantity: 2, percent: 10 },
    { min_quantity: 4, percent: 20 },
  ],
});

beforeEach(async () => {
  await resetLocalDbs();
  // The seller may give no discount alone: only the promotion explains one.
  await storeCatalogue({ max_discount_percent: 0 });
  await myPwaDb.promotions.put({ ...CAFE, updated_at: new Date().toISOString(), deleted_at: null });
  await loginSeller(['canNewSaleClient']);
});
afterEach(async () => {
  cleanup();
  await authStore.logout();
});

describe('the cart’s promotions (docs/domain.md "Promotions")', () => {
  it('applies a tier as the quantity reaches it, names it on the line and tells what reaches the next', async () => {
    const user = userEvent.setup();
    renderPage(<CheckoutPage />, PATH, `/admin/checkout/${CLIENT.uuid}`);
    await user.type(await screen.findByLabelText('Adicionar produto'), 'Café');
    await user.click(await screen.findByRole('button', { name: /^Adicionar Café/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Aumentar quantidade' }));
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(screen.getAllByTestId('cart-item')).toHaveLength(1), SLOW);

    // 2 × R$ 23,00 (Atacado, the list the dialog offers first): the first tier, 10%: R$ 4,60.
    const [cart] = await myPwaDb.sales.toArray();
    expect(cart?.items.map((item) => [item.quantity, item.discount])).toEqual([[2, 460]]);
    expect((await screen.findByTestId('cart-item-promotion', {}, SLOW)).textContent).toBe(
      'Promoção Café em dobro: −R$ 4,60',
    );
    expect(screen.getByTestId('tier-hints').textContent).toContain(
      'Café em dobro (Café Torrado 500g): mais 2 UN para 20%',
    );
    // The device's sale check lets it through, though the seller may give nothing alone.
    if (!cart) throw new Error('sem carrinho');
    const references = await loadSaleReferences(cart, {
      config: { max_discount_percent: 0, approval_discount_percent: 0, allowed_price_lists: [] },
      may: { editUnitPrice: false, discount: false },
      now: new Date(),
    });
    expect(saleErrors({ ...cart, status: 'Aguardando Finalizar' }, references)).toEqual({});

    // Two more: the second tier, R$ 18,40 of R$ 92,00; nothing further to reach.
    await user.click(screen.getByRole('button', { name: 'Aumentar quantidade' }));
    await user.click(screen.getByRole('button', { name: 'Aumentar quantidade' }));
    await waitFor(
      async () =>
        expect(
          (await myPwaDb.sales.toArray())[0]?.items.map((item) => [item.quantity, item.discount]),
        ).toEqual([[4, 1_840]]),
      SLOW,
    );
    await waitFor(() => expect(screen.queryByTestId('tier-hints')).toBeNull(), SLOW);
    // The line's text follows the stored cart a render later.
    await waitFor(
      () =>
        expect(screen.getByTestId('cart-item-promotion').textContent).toBe(
          'Promoção Café em dobro: −R$ 18,40',
        ),
      SLOW,
    );
  });
});
