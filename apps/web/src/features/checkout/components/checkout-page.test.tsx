import 'fake-indexeddb/auto';
import type { PermissionName } from '@rota/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '#lib/auth/auth-store.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { routeByName } from '#lib/routes/index.ts';
import { renderPage } from '#testing/render-page.tsx';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { CLIENT, loginSeller, storeCatalogue } from '../testing/checkout-fixtures.ts';
import { CheckoutPage } from './checkout-page.tsx';

const PATH = routeByName('checkout').path;
const ALL: PermissionName[] = [
  'canNewSaleClient',
  'canEditPriceUnit',
  'canDescontItem',
  'canEditDataCompetencia',
  'canFinishLater',
];

async function openCheckout(permissions: PermissionName[] = ALL, entry = `/admin/checkout/${CLIENT.uuid}`) {
  await loginSeller(permissions);
  const view = renderPage(<CheckoutPage />, PATH, entry);
  return { user: userEvent.setup(), ...view };
}

const storedCarts = () => myPwaDb.sales.toArray();
const total = () => screen.getByTestId('cart-total').textContent;

/** Searches a product and adds it through the dialog, optionally on another list and quantity. */
async function addProduct(
  user: ReturnType<typeof userEvent.setup>,
  search: string,
  options: { list?: RegExp; quantity?: number; price?: string } = {},
) {
  await user.type(await screen.findByLabelText('Adicionar produto'), search);
  await user.click(await screen.findByRole('button', { name: new RegExp(`^Adicionar ${search}`) }));
  const dialog = await screen.findByRole('dialog');
  if (options.list) {
    await user.click(within(dialog).getByTestId('price-list-select'));
    await user.click(await within(dialog).findByRole('option', { name: options.list }));
  }
  for (let i = 1; i < (options.quantity ?? 1); i++)
    await user.click(within(dialog).getByRole('button', { name: 'Aumentar quantidade' }));
  if (options.price !== undefined) {
    const price = within(dialog).getByLabelText('Preço unitário');
    await user.clear(price);
    await user.type(price, options.price);
  }
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

describe('CheckoutPage — items', () => {
  it('starts a cart for the client, adds products with the first item’s list carried over, and keeps it in MyPWA_DB', async () => {
    const { user, unmount } = await openCheckout();
    expect(await screen.findByTestId('checkout-client')).toHaveProperty('textContent', CLIENT.name);
    expect(await storedCarts()).toEqual([]);

    await addProduct(user, 'Pão Francês', { list: /^Varejo/, quantity: 3 });
    await waitFor(() => expect(screen.getAllByTestId('cart-item')).toHaveLength(1));
    // §9: 3 × R$ 12,00 = R$ 36,00.
    expect(total()).toBe('R$ 36,00');
    expect(await screen.findByText('Tabela da venda: Varejo')).toBeTruthy();

    await user.type(screen.getByLabelText('Adicionar produto'), 'Café');
    await user.click(await screen.findByRole('button', { name: /^Adicionar Café/ }));
    const dialog = await screen.findByRole('dialog');
    // The first item's list (Varejo) carries to the next, though Atacado is cheaper.
    expect(within(dialog).getByTestId<HTMLInputElement>('price-list-select').value).toMatch(/^Varejo/);
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(screen.getAllByTestId('cart-item')).toHaveLength(2));
    expect(total()).toBe('R$ 61,00');

    const [cart] = await storedCarts();
    expect(cart).toMatchObject({ status: 'Aberto', client_uuid: CLIENT.uuid, seller_id: 7 });
    expect(cart?.items.map((item) => [item.description, item.quantity, item.unit_price])).toEqual([
      ['Pão Francês 50g', 3, 120_000],
      ['Café Torrado 500g', 1, 250_000],
    ]);
    // An Aberto cart stays on the device: nothing queued.
    expect(await myPwaDb.outbox.count()).toBe(0);

    // A reload opens the same cart.
    unmount();
    await openCheckout();
    await waitFor(() => expect(screen.getAllByTestId('cart-item')).toHaveLength(2));
    await user.click(screen.getAllByRole('button', { name: 'Aumentar quantidade' })[0] as HTMLElement);
    await waitFor(() => expect(total()).toBe('R$ 73,00'));
  });

  it('never lists inactive products in the search', async () => {
    const { user } = await openCheckout();
    await user.type(await screen.findByLabelText('Adicionar produto'), 'Biscoito');
    expect(await screen.findByText('Nenhum produto ativo encontrado.')).toBeTruthy();
  });

  it('without canNewSaleClient a new cart cannot start; with it, the product search is there', async () => {
    const { unmount } = await openCheckout(['canFinishLater']);
    expect(await screen.findByText(/Seu perfil não permite iniciar vendas/)).toBeTruthy();
    expect(screen.queryByLabelText('Adicionar produto')).toBeNull();
    unmount();
    await openCheckout(['canNewSaleClient']);
    expect(await screen.findByLabelText('Adicionar produto')).toBeTruthy();
  });
});

describe('CheckoutPage — permissions on prices and discounts', () => {
  it('without canEditPriceUnit the unit price is the list’s and cannot be typed; with it, a typed price is kept', async () => {
    const { user, unmount } = await openCheckout(['canNewSaleClient']);
    await user.type(await screen.findByLabelText('Adicionar produto'), 'Pão');
    await user.click(await screen.findByRole('button', { name: /^Adicionar Pão/ }));
    const locked = await screen.findByRole('dialog');
    expect(within(locked).getByLabelText<HTMLInputElement>('Preço unitário').disabled).toBe(true);
    expect(within(locked).getByText('Seu perfil não permite alterar o preço unitário')).toBeTruthy();
    unmount();

    const { user: editor } = await openCheckout(['canNewSaleClient', 'canEditPriceUnit']);
    await addProduct(editor, 'Pão', { price: '11,5' });
    await waitFor(() => expect(total()).toBe('R$ 11,50'));
    expect((await storedCarts())[0]?.items[0]?.unit_price).toBe(115_000);
  });

  it('without canDescontItem there is no discount; with it, a discount above the limit is refused typed as % or as final price', async () => {
    const { user, unmount } = await openCheckout(['canNewSaleClient']);
    await addProduct(user, 'Pão', { list: /^Varejo/, quantity: 10 });
    await waitFor(() => expect(total()).toBe('R$ 120,00'));
    expect(screen.queryByRole('button', { name: /^Editar / })).toBeNull();
    unmount();

    const { user: seller } = await openCheckout(['canNewSaleClient', 'canDescontItem']);
    await seller.click(await screen.findByRole('button', { name: 'Editar Pão Francês 50g' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Preço unitário').disabled).toBe(true);
    const percent = within(dialog).getByLabelText('Desconto (%)');
    await seller.type(percent, '15');
    await seller.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    expect(await within(dialog).findByText('O desconto passa do limite de 10% da empresa')).toBeTruthy();
    // What was typed stays.
    expect(within(dialog).getByLabelText<HTMLInputElement>('Desconto (%)').value).toBe('15');

    // As a final price: R$ 10,00 of R$ 12,00 is 16,67% off, refused too.
    await seller.click(within(dialog).getByText('Preço final'));
    await seller.type(within(dialog).getByLabelText('Preço final unitário'), '10,00');
    await seller.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    expect(await within(dialog).findByText('O desconto passa do limite de 10% da empresa')).toBeTruthy();
    expect(total()).toBe('R$ 120,00');

    // R$ 11,00 (8,33%) is inside the limit.
    const final = within(dialog).getByLabelText('Preço final unitário');
    await seller.clear(final);
    await seller.type(final, '11,00');
    await seller.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(total()).toBe('R$ 110,00'));

    // 5% typed as a percentage.
    await seller.click(screen.getByRole('button', { name: 'Editar Pão Francês 50g' }));
    dialog = await screen.findByRole('dialog');
    const again = within(dialog).getByLabelText('Desconto (%)');
    await seller.clear(again);
    await seller.type(again, '5');
    await seller.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(total()).toBe('R$ 114,00'));
    expect((await storedCarts())[0]?.items[0]?.discount).toBe(600);
  });
});
