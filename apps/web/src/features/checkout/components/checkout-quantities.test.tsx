import 'fake-indexeddb/auto';
import { addItem, newCart, type PermissionName } from '@rota/domain';
import { makeItem } from '@rota/domain/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '#lib/auth/auth-store.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { routeByName } from '#lib/routes/index.ts';
import { renderPage } from '#testing/render-page.tsx';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { QUANTITY_SETTLE_MS } from '#ui/quantity-input.tsx';
import { BREAD, CLIENT, COFFEE, LISTS, loginSeller, storeCatalogue } from '../testing/checkout-fixtures.ts';
import { CheckoutPage } from './checkout-page.tsx';

// Weighed goods in the cart (issue 22 §3): BREAD is sold by the kilo (KG, R$ 12,00 on Varejo),
// COFFEE by the unit (UN, R$ 25,00 on Varejo).

const PATH = routeByName('checkout').path;
const PERMISSIONS: PermissionName[] = ['canNewSaleClient', 'canFinishLater'];
const WHOLE_ONLY = 'Este produto é vendido por unidade inteira: informe um número sem casas decimais';

async function openCheckout() {
  await loginSeller(PERMISSIONS);
  const view = renderPage(<CheckoutPage />, PATH, `/admin/checkout/${CLIENT.uuid}`);
  return { user: userEvent.setup(), ...view };
}

const total = () => screen.getByTestId('cart-total').textContent;
const storedItems = async () =>
  (await myPwaDb.sales.toArray())[0]?.items.map((item) => [item.description, item.quantity]);
const line = (description: string) =>
  screen.getAllByTestId('cart-item').find((item) => item.textContent?.includes(description)) as HTMLElement;
const lineField = (description: string) =>
  within(line(description)).getByLabelText<HTMLInputElement>(`Quantidade: ${description}`);

/** Adds a product on Varejo with the quantity typed in the dialog. */
async function addTyped(user: ReturnType<typeof userEvent.setup>, search: string, quantity: string) {
  await user.type(await screen.findByLabelText('Adicionar produto'), search);
  await user.click(await screen.findByRole('button', { name: new RegExp(`^Adicionar ${search}`) }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByTestId('price-list-select'));
  await user.click(await within(dialog).findByRole('option', { name: /^Varejo/ }));
  const field = within(dialog).getByLabelText('Quantidade');
  await user.clear(field);
  await user.type(field, quantity);
  await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

beforeEach(async () => {
  await resetLocalDbs();
  await storeCatalogue();
});
afterEach(async () => {
  cleanup();
  await authStore.logout();
});

describe('CheckoutPage — weighed and counted quantities', () => {
  it('takes "2,5" kg of a KG product: 2.5 in the cart, "2,5 kg" on the line, the exact total', async () => {
    const { user } = await openCheckout();
    await addTyped(user, 'Pão Francês', '2,5');
    await waitFor(() => expect(screen.getAllByTestId('cart-item')).toHaveLength(1));
    // 2,5 kg × R$ 12,00 = R$ 30,00.
    expect(total()).toBe('R$ 30,00');
    expect(line('Pão Francês').textContent).toContain('2,5 kg × R$ 12,00');
    expect(lineField('Pão Francês 50g').value).toBe('2,5');
    expect(await storedItems()).toEqual([['Pão Francês 50g', 2.5]]);

    await addTyped(user, 'Café', '3');
    // + 3 UN × R$ 25,00 = R$ 75,00.
    await waitFor(() => expect(total()).toBe('R$ 105,00'));
    expect(line('Café').textContent).toContain('3 UN × R$ 25,00');

    // The KG line takes another weight typed on the card, exact in thousandths.
    await user.clear(lineField('Pão Francês 50g'));
    await user.type(lineField('Pão Francês 50g'), '0,75');
    // 0,75 kg × R$ 12,00 = R$ 9,00; + R$ 75,00.
    await waitFor(() => expect(total()).toBe('R$ 84,00'), { timeout: 3000 });
    expect(await storedItems()).toEqual([
      ['Pão Francês 50g', 0.75],
      ['Café Torrado 500g', 3],
    ]);
  });

  it('refuses "2,5" on a UN line with the pt-BR message and leaves the cart as it was', async () => {
    const { user } = await openCheckout();
    await addTyped(user, 'Café', '3');
    await waitFor(() => expect(total()).toBe('R$ 75,00'));
    const field = lineField('Café Torrado 500g');
    await user.clear(field);
    await user.type(field, '2,5');
    expect(await within(line('Café')).findByText(WHOLE_ONLY)).toBeTruthy();
    expect(field.value).toBe('2,5');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    // Past the time a typed quantity waits, and after leaving the field: nothing was stored.
    await new Promise((resolve) => setTimeout(resolve, QUANTITY_SETTLE_MS + 200));
    await user.tab();
    expect(field.value).toBe('2,5');
    expect(total()).toBe('R$ 75,00');
    expect(await storedItems()).toEqual([['Café Torrado 500g', 3]]);
    expect(line('Café').textContent).toContain('3 UN × R$ 25,00');
    // The cart holds 3 while the screen shows "2,5": neither finish runs until it is fixed.
    expect(screen.getByTestId('refused-quantity').textContent).toBe(
      'Corrija a quantidade destacada para finalizar a venda.',
    );
    expect(screen.getByRole('button', { name: 'Finalizar depois' })).toHaveProperty('disabled', true);
    await user.clear(field);
    await user.type(field, '2');
    await waitFor(() => expect(screen.queryByTestId('refused-quantity')).toBeNull());
    expect(screen.getByRole('button', { name: 'Finalizar depois' })).toHaveProperty('disabled', false);
  });

  it('refuses "2.5" with the comma message, and a fraction of a UN in the add dialog adds nothing', async () => {
    const { user } = await openCheckout();
    await addTyped(user, 'Pão Francês', '1');
    await waitFor(() => expect(total()).toBe('R$ 12,00'));
    const field = lineField('Pão Francês 50g');
    await user.clear(field);
    await user.type(field, '2.5');
    expect(
      await within(line('Pão Francês')).findByText('Use vírgula para as casas decimais, por exemplo 2,5'),
    ).toBeTruthy();
    expect(total()).toBe('R$ 12,00');

    await user.type(screen.getByLabelText('Adicionar produto'), 'Café');
    await user.click(await screen.findByRole('button', { name: /^Adicionar Café/ }));
    const dialog = await screen.findByRole('dialog');
    const quantity = within(dialog).getByLabelText('Quantidade');
    await user.clear(quantity);
    await user.type(quantity, '1,5');
    expect(within(dialog).getByText(WHOLE_ONLY)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(await storedItems()).toEqual([['Pão Francês 50g', 1]]);
  });

  it('counts two quick taps on "+" as two, and a second quick "−" past the last unit keeps the line', async () => {
    const { user } = await openCheckout();
    await addTyped(user, 'Pão Francês', '2,5');
    await waitFor(() => expect(total()).toBe('R$ 30,00'));
    const more = within(line('Pão Francês')).getByRole('button', { name: 'Aumentar quantidade' });
    // Both taps land before the screen shows the first one's result.
    fireEvent.click(more);
    fireEvent.click(more);
    // Each store reads the cart's promotions, config and prices first: on a loaded machine (CI
    // runs every project at once) a write takes seconds, so the waits are patient. The line's
    // field may show the second "+" only after the seller cleared it: what they type still wins.
    const STORED = { timeout: 10_000 };
    await waitFor(async () => expect(await storedItems()).toEqual([['Pão Francês 50g', 4.5]]), STORED);
    // 4,5 kg × R$ 12,00.
    await waitFor(() => expect(total()).toBe('R$ 54,00'), STORED);

    await user.clear(lineField('Pão Francês 50g'));
    await user.type(lineField('Pão Francês 50g'), '1,5');
    // The typed quantity waits for typing to pause (QUANTITY_SETTLE_MS), then is stored.
    await waitFor(async () => expect(await storedItems()).toEqual([['Pão Francês 50g', 1.5]]), STORED);
    const less = within(line('Pão Francês')).getByRole('button', { name: 'Diminuir quantidade' });
    fireEvent.click(less);
    fireEvent.click(less);
    await waitFor(() => expect(total()).toBe('R$ 6,00'), STORED);
    expect(await storedItems()).toEqual([['Pão Francês 50g', 0.5]]);
  });

  it('opens a cart stored before weighed goods: whole quantities, product rows without quantity_decimals', async () => {
    // As an older version kept them: the product rows had no `quantity_decimals` at all.
    const rows = await myPwaDb.products.toArray();
    await myPwaDb.products.bulkPut(
      rows.map(({ quantity_decimals: _dropped, ...row }) => row as (typeof rows)[number]),
    );
    expect((await myPwaDb.products.get(BREAD.uuid))?.quantity_decimals).toBeUndefined();
    // A cart's shape did not change: whole quantities are still valid ones.
    const stored = (product: typeof BREAD, quantity: number, list: typeof LISTS.breadVarejo) =>
      makeItem({
        product_uuid: product.uuid,
        code_erp_product: product.code_erp,
        description: product.description,
        unit: product.unit,
        quantity,
        unit_price: list.price,
        price_list_uuid: list.uuid,
      });
    const empty = newCart({
      uuid: '60000000-0000-4000-8000-000000000009',
      company_id: 1,
      seller_id: 7,
      now: '2026-11-20T12:00:00.000Z',
      client: { uuid: CLIENT.uuid, name: CLIENT.name, code_erp: CLIENT.code_erp },
    });
    await myPwaDb.sales.put(
      [stored(BREAD, 2, LISTS.breadVarejo), stored(COFFEE, 3, LISTS.coffeeVarejo)].reduce(addItem, empty),
    );
    const { user } = await openCheckout();
    await waitFor(() => expect(screen.getAllByTestId('cart-item')).toHaveLength(2));
    // 2 kg × R$ 12,00 + 3 UN × R$ 25,00.
    expect(total()).toBe('R$ 99,00');
    expect(line('Pão Francês').textContent).toContain('2 kg × R$ 12,00');
    // The unit decides where the row says nothing: the KG line takes a weight, the UN line does not.
    await user.clear(lineField('Pão Francês 50g'));
    await user.type(lineField('Pão Francês 50g'), '1,5');
    await waitFor(() => expect(total()).toBe('R$ 93,00'), { timeout: 3000 });
    await user.clear(lineField('Café Torrado 500g'));
    await user.type(lineField('Café Torrado 500g'), '1,5');
    expect(await within(line('Café')).findByText(WHOLE_ONLY)).toBeTruthy();
    expect(total()).toBe('R$ 93,00');
  });
});
