import 'fake-indexeddb/auto';
import { addDays, addItem, newCart, type Sale, startOfMonth, zonedDate, zonedDayStart } from '@rota/domain';
import { makeItem } from '@rota/domain/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '#lib/auth/auth-store.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { routeByName } from '#lib/routes/index.ts';
import { renderPage } from '#testing/render-page.tsx';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { BREAD, CLIENT, COFFEE, LISTS, loginSeller, storeCatalogue } from '../testing/checkout-fixtures.ts';
import { CheckoutPage } from './checkout-page.tsx';

const PATH = routeByName('checkout').path;
const today = zonedDate(new Date());
/** Noon in São Paulo `days` before this month's 1st: an earlier cycle, inside the 90 days. */
const beforeThisMonth = (days: number) =>
  new Date(zonedDayStart(addDays(startOfMonth(today), -days)).getTime() + 12 * 3_600_000).toISOString();

function pastSale(createdAt: string, lines: Parameters<typeof makeItem>[0][]): Sale {
  const cart = newCart({
    uuid: crypto.randomUUID(),
    company_id: 1,
    seller_id: 7,
    now: createdAt,
    client: { uuid: CLIENT.uuid, name: CLIENT.name, code_erp: CLIENT.code_erp },
  });
  return {
    ...lines.reduce((sale, line) => addItem(sale, makeItem({ uuid: crypto.randomUUID(), ...line })), cart),
    status: 'Processado',
  };
}

/** The client bought 2,5 kg of bread on Atacado and 4 coffees before this month, none since. */
async function storeHistory() {
  await myPwaDb.sales.bulkPut([
    pastSale(beforeThisMonth(20), [
      {
        product_uuid: BREAD.uuid,
        code_erp_product: BREAD.code_erp,
        description: BREAD.description,
        unit: 'KG',
        quantity: 2.5,
        unit_price: 105_000,
        discount: 500,
        price_list_uuid: LISTS.breadAtacado.uuid,
      },
    ]),
    pastSale(beforeThisMonth(5), [
      {
        product_uuid: COFFEE.uuid,
        code_erp_product: COFFEE.code_erp,
        description: COFFEE.description,
        unit: 'UN',
        quantity: 4,
        unit_price: 200_000,
        price_list_uuid: null,
      },
    ]),
  ]);
}

beforeEach(async () => {
  await resetLocalDbs();
  await storeCatalogue();
  await storeHistory();
  await loginSeller(['canNewSaleClient']);
});
afterEach(async () => {
  cleanup();
  await authStore.logout();
});

const storedLines = async () =>
  (await myPwaDb.sales.toArray())
    .filter((sale) => sale.status === 'Aberto')
    .flatMap((sale) =>
      sale.items.map((item) => [item.description, item.quantity, item.unit_price, item.discount]),
    );

describe('the cart’s mix gap (docs/domain.md "Mix gap")', () => {
  it('adds what the client page asked for, then the rest in one tap each, at the last quantity and today’s price', async () => {
    const user = userEvent.setup();
    // "Adicionar" on the client page opens the cart with ?mix=<product>.
    const { router } = renderPage(<CheckoutPage />, PATH, `/admin/checkout/${CLIENT.uuid}?mix=${BREAD.uuid}`);
    const notice = await screen.findByTestId('mix-gap-notice');
    expect(notice.textContent).toContain('Pão Francês 50g: 2,5 kg no pedido, a última quantidade comprada.');
    // Priced from the same list today (Atacado, R$ 11,00), the old discount told, not copied.
    expect(notice.textContent).toContain('preço mudou de R$ 10,50 para R$ 11,00');
    expect(notice.textContent).toContain('o desconto da venda anterior não foi copiado');
    await waitFor(async () => expect(await storedLines()).toEqual([['Pão Francês 50g', 2.5, 110_000, 0]]));
    // The search is cleared: a reload adds nothing more.
    expect(router.state.location.search).toBe('');

    const gap = screen.getByTestId('mix-gap');
    expect(
      within(gap)
        .getAllByTestId('mix-gap-product')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('Café Torrado 500g')]);
    expect(gap.textContent).toContain('Comprou nos últimos 90 dias e ainda não neste mês.');
    await user.click(within(gap).getByRole('button', { name: 'Adicionar Café Torrado 500g, 4 UN' }));
    await waitFor(async () =>
      expect(await storedLines()).toEqual([
        ['Pão Francês 50g', 2.5, 110_000, 0],
        ['Café Torrado 500g', 4, 200_000, 0],
      ]),
    );
    await waitFor(() => expect(screen.getAllByTestId('cart-item')).toHaveLength(2));
    expect(screen.getByTestId('mix-gap').textContent).toContain('Todo o mix em falta já está no pedido.');
  });

  it('leaves out what the client bought back this month', async () => {
    await myPwaDb.sales.bulkPut([
      pastSale(new Date().toISOString(), [
        { product_uuid: BREAD.uuid, code_erp_product: BREAD.code_erp, description: BREAD.description },
      ]),
    ]);
    renderPage(<CheckoutPage />, PATH, `/admin/checkout/${CLIENT.uuid}`);
    const gap = await screen.findByTestId('mix-gap');
    expect(
      within(gap)
        .getAllByTestId('mix-gap-product')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringMatching(
        /^Café Torrado 500gÚltima compra em \d\d\/\d\d\/\d{4}: 4 UN a R\$ 20,00 · 1 compra no período/,
      ),
    ]);
  });

  it('shows how the order moves the seller’s goals of the month (docs/domain.md "Goals")', async () => {
    await myPwaDb.sellerGoals.put({
      uuid: crypto.randomUUID(),
      company_id: 1,
      code_erp_seller: 'V001',
      month: today.slice(0, 7),
      sales_value: 1_000_000,
      positivation: 3,
      mix: 5,
      mix_basis: 'products',
      updated_at: new Date().toISOString(),
      deleted_at: null,
    });
    renderPage(<CheckoutPage />, PATH, `/admin/checkout/${CLIENT.uuid}?mix=${BREAD.uuid}`);
    const impact = await screen.findByTestId('goal-impact');
    expect(impact.textContent).toContain('Metas do mês com este pedido');
    // Nothing sold this month yet: 2,5 kg × R$ 11,00 = R$ 27,50 of R$ 10.000,00.
    await waitFor(() =>
      expect(screen.getByTestId('goal-impact-sales_value').textContent).toBe(
        'Vendas: R$ 0,00 → R$ 27,50 de R$ 10.000,00 (0,2%)',
      ),
    );
    expect(screen.getByTestId('goal-impact-positivation').textContent).toBe(
      'Positivação: 0 → 1 de 3 (33,3%)',
    );
    expect(screen.getByTestId('goal-impact-mix').textContent).toBe('Mix de produtos: 0 → 1 de 5 (20%)');
    // The coffee adds a product, not a client.
    await userEvent.setup().click(
      within(screen.getByTestId('mix-gap')).getByRole('button', {
        name: 'Adicionar Café Torrado 500g, 4 UN',
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('goal-impact-mix').textContent).toBe('Mix de produtos: 0 → 2 de 5 (40%)'),
    );
    expect(screen.getByTestId('goal-impact-positivation').textContent).toBe(
      'Positivação: 0 → 1 de 3 (33,3%)',
    );
  });
});
