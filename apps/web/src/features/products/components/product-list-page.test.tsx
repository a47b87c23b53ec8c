import 'fake-indexeddb/auto';
import { makeClient, makePromotion } from '@rota/domain/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '#lib/auth/auth-store.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { renderPage } from '#testing/render-page.tsx';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { makeSession } from '#testing/session-fixture.ts';
import {
  product,
  saleOf,
  storeAllowedLists,
  storePriceLists,
  storeProducts,
  TODAY,
} from '../testing/product-fixtures.ts';
import { ProductListPage } from './product-list-page.tsx';

const SELLER = ['canViewListPriceProduct', 'canViewHistorySales'] as const;
const CLIENT_UUID = '10000000-0000-4000-8000-0000000000c1';

async function renderProducts(
  permissions: Parameters<typeof makeSession>[0] = [...SELLER],
  entry = '/admin/products',
) {
  await authStore.setLogin(makeSession(permissions), 1);
  const view = renderPage(<ProductListPage />, '/admin/products', entry);
  await screen.findByTestId('product-counters');
  return { user: userEvent.setup(), ...view };
}

const rowNames = () => screen.queryAllByTestId('product-name').map((name) => name.textContent ?? '');
const counters = () => screen.getByTestId('product-counters').textContent;
const row = (description: string) => {
  const found = screen
    .getAllByTestId('product-row')
    .find((item) => item.querySelector('[data-testid="product-name"]')?.textContent === description);
  if (!found) throw new Error(`sem a linha ${description}`);
  return found;
};
const setViewport = (width: number, height: number) =>
  (window as unknown as { happyDOM?: { setViewport(size: object): void } }).happyDOM?.setViewport({
    width,
    height,
  });

describe('ProductListPage', () => {
  // happy-dom lays nothing out: give the list's scroller a phone's height, so the virtualiser
  // renders the rows in view as it does in a browser.
  const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.dataset.testid === 'product-list-scroller' ? 800 : 0;
      },
    });
  });
  afterAll(() => {
    if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
  });
  beforeEach(async () => {
    setViewport(390, 844);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(TODAY);
    sessionStorage.clear();
    await resetLocalDbs();
  });
  afterEach(async () => {
    cleanup();
    vi.useRealTimers();
    await authStore.logout();
  });

  it('lists only the company’s active products (§5), by description, with code, unit, category and base price', async () => {
    await storeProducts([
      product({
        description: 'Pão Francês 50g',
        code_erp: 'PF-01',
        unit: 'KG',
        price: 12_345,
        category: '01',
      }),
      product({ description: 'Café Torrado 500g', price: 189_900, category: '02' }),
      product({ description: 'Bolo de Cenoura', category: null }),
      product({ description: 'Pão Inativo', inative: 1 }),
      product({ description: 'Pão de Outra Empresa', company_id: 2 }),
    ]);
    await renderProducts();
    await waitFor(() =>
      expect(rowNames()).toEqual(['Bolo de Cenoura', 'Café Torrado 500g', 'Pão Francês 50g']),
    );
    expect(counters()).toBe('3 produtos');
    const bread = row('Pão Francês 50g');
    expect(bread.textContent).toContain('PF-01 · KG · Pão Francês');
    // §9: a unit price with 4 decimals.
    expect(bread.textContent).toContain('R$ 1,2345');
    expect(
      within(bread).getByRole('button').querySelector('.rota-product-mark')?.getAttribute('style'),
    ).toContain('background: #d4a056');
    expect(row('Bolo de Cenoura').textContent).toContain('Sem categoria');
  });

  it('shows each product’s stock with its age, less what this device’s orders reserve, when the ERP sends it (issue 26 §1)', async () => {
    const bread = product({ description: 'Pão Francês', code_erp: 'PF-01', unit: 'KG' });
    const cake = product({ description: 'Bolo de Fubá', code_erp: 'BF-01', unit: 'UN' });
    const coffee = product({ description: 'Café Torrado', code_erp: 'CF-01', unit: 'PCT' });
    await storeProducts([bread, cake, coffee]);
    const twoHoursAgo = new Date(TODAY.getTime() - 2.5 * 3_600_000).toISOString();
    await myPwaDb.productStocks.bulkPut([
      // Another company's count of a product with the same code is not this company's stock.
      {
        uuid: '70000000-0000-4000-8000-000000000003',
        company_id: 2,
        code_erp_product: 'CF-01',
        quantity: 99,
        counted_at: twoHoursAgo,
      },
      {
        uuid: '70000000-0000-4000-8000-000000000001',
        company_id: 1,
        code_erp_product: 'PF-01',
        quantity: 12.5,
        counted_at: twoHoursAgo,
      },
      {
        uuid: '70000000-0000-4000-8000-000000000002',
        company_id: 1,
        code_erp_product: 'BF-01',
        quantity: 4,
        counted_at: twoHoursAgo,
      },
    ]);
    // An order on its way takes the last 4 cakes and 2,5 kg of bread; an integrated one takes nothing more.
    await myPwaDb.sales.bulkPut([
      saleOf(
        CLIENT_UUID,
        cake.uuid,
        { quantity: 4, unit_price: 10_000 },
        { uuid: '60000000-0000-4000-8000-000000000001', status: 'Finalizado' },
      ),
      saleOf(
        CLIENT_UUID,
        bread.uuid,
        { quantity: 2.5, unit_price: 10_000 },
        { uuid: '60000000-0000-4000-8000-000000000002', status: 'Falha' },
      ),
      saleOf(
        CLIENT_UUID,
        bread.uuid,
        { quantity: 9, unit_price: 10_000 },
        { uuid: '60000000-0000-4000-8000-000000000003', status: 'Integrado' },
      ),
    ]);
    const { user } = await renderProducts();
    await waitFor(() =>
      expect(within(row('Pão Francês')).getByTestId('product-stock').textContent).toBe(
        'Estoque: 10 kg · há 2 h',
      ),
    );
    const cakeStock = within(row('Bolo de Fubá')).getByTestId('product-stock');
    expect(cakeStock.textContent).toBe('Estoque: 0 UN · há 2 h');
    expect(cakeStock.dataset.out).toBe('true');
    expect(within(row('Café Torrado')).getByTestId('product-stock').textContent).toBe(
      'Estoque: sem informação do ERP',
    );

    await user.click(within(row('Pão Francês')).getByRole('button'));
    const sheet = await screen.findByRole('dialog', { name: 'Pão Francês' });
    expect((await within(sheet).findByTestId('product-stock-figures')).textContent).toBe(
      'Estoque: 10 kg (12,5 kg − 2,5 kg reservados neste aparelho) · há 2 h',
    );
  });

  it('shows no stock at all for a company whose ERP sends none (another company’s stock is not its)', async () => {
    await storeAllowedLists([]);
    await storeProducts([product({ description: 'Pão Francês', code_erp: 'PF-01' })]);
    await storePriceLists('PF-01', [{ code_erp: 'T01', description: 'Tabela Varejo', price: 9_500 }]);
    await myPwaDb.productStocks.put({
      uuid: '70000000-0000-4000-8000-000000000009',
      company_id: 2,
      code_erp_product: 'PF-01',
      quantity: 50,
      counted_at: TODAY.toISOString(),
    });
    const { user } = await renderProducts();
    await waitFor(() => expect(rowNames()).toEqual(['Pão Francês']));
    await user.click(within(row('Pão Francês')).getByRole('button'));
    const sheet = await screen.findByRole('dialog', { name: 'Pão Francês' });
    // IndexedDB answers a connection's reads in turn: once the sheet's price lists are read,
    // the stock reads made before them have answered too.
    await within(sheet).findAllByTestId('product-price-list');
    expect(screen.queryByTestId('product-stock')).toBeNull();
    expect(within(sheet).queryByTestId('product-stock-figures')).toBeNull();
  });

  it('says when the first sync has not brought the products yet, and when none is active', async () => {
    const { unmount } = await renderProducts();
    expect((await screen.findByTestId('products-empty')).dataset.reason).toBe('first-sync');
    expect(screen.getByText('Produtos ainda não sincronizados')).toBeTruthy();
    unmount();
    await storeProducts([product({ description: 'Só Inativo', inative: 1 })]);
    await renderProducts();
    expect((await screen.findByTestId('products-empty')).dataset.reason).toBe('none');
    expect(counters()).toBe('0 produtos');
  });

  it('searches by description without accents or case, by code with or without punctuation, and by barcode', async () => {
    await storeProducts([
      product({ description: 'Pão de Açúcar Integral', code_erp: 'PA-77', barcode: '7891000055123' }),
      product({ description: 'Açaí na Tigela 300ml', code_erp: 'AC-12', barcode: '7896543210987' }),
      product({ description: 'Refrigerante Guaraná 2L', code_erp: 'RF-100', barcode: '78912345' }),
    ]);
    const { user } = await renderProducts();
    const search = screen.getByRole('textbox', { name: 'Buscar produto' });
    const expectSearch = async (typed: string, names: string[]) => {
      await user.clear(search);
      await user.type(search, typed);
      await waitFor(() => expect(rowNames()).toEqual(names));
    };
    await expectSearch('acucar', ['Pão de Açúcar Integral']);
    await expectSearch('ACAI tigela', ['Açaí na Tigela 300ml']);
    await expectSearch('guarana 2l', ['Refrigerante Guaraná 2L']);
    await expectSearch('pa-77', ['Pão de Açúcar Integral']);
    await expectSearch('rf100', ['Refrigerante Guaraná 2L']);
    await expectSearch('7896543210987', ['Açaí na Tigela 300ml']);
    await expectSearch('78912345', ['Refrigerante Guaraná 2L']);
    expect(counters()).toBe('1 produto');
    // The first digits read off a box find the barcodes they start; a short number inside one does not.
    await expectSearch('7896', ['Açaí na Tigela 300ml']);
    await expectSearch('6543', []);
    const empty = screen.getByTestId('products-empty');
    expect(empty.dataset.reason).toBe('search');
    expect(empty.textContent).toContain('Nenhum produto encontrado para “6543”.');
    await user.click(within(empty).getByRole('button', { name: 'Limpar busca' }));
    await waitFor(() => expect(rowNames()).toHaveLength(3));
  });

  it('opens the product read by a barcode reader (the code, then Enter)', async () => {
    const bread = product({ description: 'Pão Francês', barcode: '7891000055123' });
    await storeProducts([bread, product({ description: 'Broa de Milho' })]);
    const { user, router } = await renderProducts();
    await user.type(screen.getByRole('textbox', { name: 'Buscar produto' }), '7891000055123{Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'Pão Francês' });
    expect(within(sheet).getByText('7891000055123')).toBeTruthy();
    expect(router.state.location.search).toBe(`?product=${bread.uuid}`);
  });

  it('filters by category with chips in the category’s colours, "Todas" undoing it', async () => {
    await storeProducts([
      product({ description: 'Pão Francês', category: '01' }),
      product({ description: 'Pão Francês Integral', category: '01' }),
      product({ description: 'Café Expresso', category: '02' }),
      product({ description: 'Coxinha', category: '04' }),
    ]);
    const { user } = await renderProducts();
    await waitFor(() => expect(rowNames()).toHaveLength(4));
    const chips = screen.getByRole('group', { name: 'Categorias' });
    // Only the categories that have a product, in code order.
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Todas', 'Pão Francês', 'Café', 'Salgados']);
    expect(within(chips).getByRole('button', { name: 'Todas' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(within(chips).getByRole('button', { name: 'Café' }));
    await waitFor(() => expect(rowNames()).toEqual(['Café Expresso']));
    expect(counters()).toBe('1 produto');
    const cafe = within(chips).getByRole('button', { name: 'Café', pressed: true });
    // The category's colour with the text colour the domain computed for it (white on dark brown).
    expect(cafe.getAttribute('style')).toContain('background: #4e2a1e');
    expect(cafe.getAttribute('style')).toContain('color: #ffffff');

    // The search looks only in the chosen category.
    await user.type(screen.getByRole('textbox', { name: 'Buscar produto' }), 'pao');
    await waitFor(() => expect(screen.getByTestId('products-empty').dataset.reason).toBe('search'));
    expect(screen.getByText('A busca olha só a categoria escolhida.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ver todas as categorias' }));
    await waitFor(() => expect(rowNames()).toEqual(['Pão Francês', 'Pão Francês Integral']));
    expect(within(chips).getByRole('button', { name: 'Todas' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('marks the products a promotion reaches today, lists only them with "Promoções", and tells each one in the sheet (issue 27 §1)', async () => {
    await storeProducts([
      product({ description: 'Café Expresso', code_erp: 'CAFE', category: '02' }),
      product({ description: 'Refrigerante caixa', code_erp: 'REFRI', unit: 'CX', category: '03' }),
      product({ description: 'Coxinha', code_erp: 'COX', category: '04' }),
      product({ description: 'Panetone', code_erp: 'PANE', category: '41' }),
    ]);
    const promotion = (fields: Parameters<typeof makePromotion>[0]) => ({
      ...makePromotion(fields),
      updated_at: TODAY.toISOString(),
      deleted_at: null,
    });
    await myPwaDb.promotions.bulkPut([
      promotion({ name: 'Mês do café', categories: ['02'] }),
      promotion({
        name: 'Refrigerante em caixa',
        starts_on: '2026-11-01',
        ends_on: '2026-11-30',
        kind: 'tiers',
        products: ['REFRI'],
        tiers: [
          { min_quantity: 5, percent: 3 },
          { min_quantity: 10, percent: 5 },
        ],
      }),
      // Starts next month, another company's, ended: none marks a product today.
      promotion({
        name: 'Natal',
        percent: 8,
        categories: ['41'],
        starts_on: '2026-12-01',
        ends_on: '2026-12-31',
      }),
      promotion({ name: 'Outra empresa', percent: 8, company_id: 2, products: ['COX'] }),
      promotion({ name: 'Inativa', percent: 8, products: ['COX'], inative: 1 }),
    ]);
    const { user } = await renderProducts();
    await waitFor(() => expect(rowNames()).toHaveLength(4));
    await waitFor(() => expect(screen.getAllByTestId('product-promotion')).toHaveLength(2));
    expect(within(row('Café Expresso')).getByTestId('product-promotion').getAttribute('title')).toBe(
      'Mês do café',
    );
    expect(within(row('Coxinha')).queryByTestId('product-promotion')).toBeNull();
    expect(within(row('Panetone')).queryByTestId('product-promotion')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Promoções (2)' }));
    await waitFor(() => expect(rowNames()).toEqual(['Café Expresso', 'Refrigerante caixa']));
    expect(counters()).toBe('2 produtos');
    // With a category no promotion reaches: said so, one tap back to every product.
    await user.click(
      within(screen.getByRole('group', { name: 'Categorias' })).getByRole('button', { name: 'Salgados' }),
    );
    await waitFor(() => expect(screen.getByTestId('products-empty').dataset.reason).toBe('promotions'));
    await user.click(screen.getByRole('button', { name: 'Ver todos os produtos' }));
    await waitFor(() => expect(rowNames()).toEqual(['Coxinha']));

    await user.click(
      within(screen.getByRole('group', { name: 'Categorias' })).getByRole('button', { name: 'Todas' }),
    );
    await user.click(within(row('Refrigerante caixa')).getByRole('button'));
    const sheet = await screen.findByRole('dialog', { name: 'Refrigerante caixa' });
    expect(within(sheet).getByTestId('product-promotions').textContent).toContain(
      'Refrigerante em caixaA partir de 5 CX: 3% · 10 CX: 5%de 01/11/2026 a 30/11/2026',
    );
  });

  it('shows a product’s sheet with its base price, unit, category and the price lists §5 offers', async () => {
    await storeAllowedLists(['T01', 'T02', 'T03', 'T04', 'T05']);
    const bread = product({
      description: 'Pão Francês',
      code_erp: 'PF-01',
      unit: 'KG',
      price: 9_000,
      category: '01',
      barcode: '7891000055123',
    });
    await storeProducts([bread]);
    await storePriceLists('PF-01', [
      { code_erp: 'T01', description: 'Tabela Varejo', price: 9_500, vigence_date: '2026-12-02' },
      { code_erp: 'T02', description: 'Tabela Atacado', price: 8_280, vigence_date: '2026-11-24' },
      { code_erp: 'T03', description: 'Tabela Aberta', price: 9_900, vigence_date: null },
      { code_erp: 'T04', description: 'Promoção de Inverno', price: 7_650, vigence_date: '2026-11-23' },
      { code_erp: 'T05', description: 'Tabela Sem Preço', price: 0 },
      { code_erp: 'T09', description: 'Tabela Não Permitida', price: 8_000 },
      { code_erp: 'T01', description: 'Tabela Inativa', price: 8_100, inative: 1 },
    ]);
    const { user } = await renderProducts();
    await user.click(within(row('Pão Francês')).getByRole('button'));
    const sheet = await screen.findByRole('dialog', { name: 'Pão Francês' });
    expect(within(sheet).getByTestId('product-base-price').textContent).toBe('R$ 0,90');
    expect(sheet.textContent).toContain('KG');
    expect(within(sheet).getByTestId('category-tag').textContent).toBe('01 · Pão Francês');
    expect(sheet.textContent).toContain('7891000055123');
    expect(sheet.textContent).toContain('PF-01');
    // Expired (yesterday), not allowed, inactive and priced 0 are not shown; valid today still is.
    await waitFor(() => expect(within(sheet).getAllByTestId('product-price-list')).toHaveLength(3));
    expect(
      within(sheet)
        .getAllByTestId('product-price-list')
        .map((item) => item.textContent),
    ).toEqual([
      'Tabela Atacadoválida até 24/11/2026R$ 0,828',
      'Tabela Varejoválida até 02/12/2026R$ 0,95',
      'Tabela Abertasem validadeR$ 0,99',
    ]);
    // Without a client, no last prices.
    expect(within(sheet).queryByTestId('product-last-prices')).toBeNull();

    await user.click(within(sheet).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers every list when the company config allows them all (none listed)', async () => {
    await storeAllowedLists([]);
    await storeProducts([product({ description: 'Broa', code_erp: 'BR-1' })]);
    await storePriceLists('BR-1', [
      { code_erp: 'T01', description: 'Tabela Varejo', price: 5_000 },
      { code_erp: 'T77', description: 'Tabela Especial', price: 4_000 },
    ]);
    const { user } = await renderProducts();
    await user.click(within(row('Broa')).getByRole('button'));
    const sheet = await screen.findByRole('dialog', { name: 'Broa' });
    await waitFor(() => expect(within(sheet).getAllByTestId('product-price-list')).toHaveLength(2));
  });

  it('offers a list through its last day in São Paulo: at 22:00 (01:00 UTC) still, past 00:00 there no longer', async () => {
    vi.setSystemTime(new Date('2026-11-28T01:00:00.000Z')); // 27/11 22:00 in São Paulo
    await storeAllowedLists([]);
    await storeProducts([product({ description: 'Broa', code_erp: 'BR-1' })]);
    await storePriceLists('BR-1', [
      { code_erp: 'T01', description: 'Tabela Varejo', price: 5_000, vigence_date: '2026-11-27' },
      { code_erp: 'T02', description: 'Tabela Aberta', price: 5_500, vigence_date: null },
    ]);
    const { user } = await renderProducts();
    await user.click(within(row('Broa')).getByRole('button'));
    const sheet = await screen.findByRole('dialog', { name: 'Broa' });
    await waitFor(() => expect(within(sheet).getAllByTestId('product-price-list')).toHaveLength(2));
    // The sheet left open: back to the front a moment before midnight, then it turns by itself.
    vi.setSystemTime(new Date('2026-11-28T02:59:59.800Z'));
    window.dispatchEvent(new Event('focus'));
    vi.setSystemTime(new Date('2026-11-28T03:00:01.000Z')); // 28/11 00:00:01
    await waitFor(() => expect(within(sheet).getAllByTestId('product-price-list')).toHaveLength(1));
    expect(within(sheet).getByTestId('product-price-list').textContent).toContain('Tabela Aberta');
  });

  it('hides the price lists without canViewListPriceProduct', async () => {
    await storeAllowedLists(['T01']);
    await storeProducts([product({ description: 'Broa', code_erp: 'BR-1', price: 4_500 })]);
    await storePriceLists('BR-1', [{ code_erp: 'T01', description: 'Tabela Varejo', price: 5_000 }]);
    const { user } = await renderProducts(['canViewHistorySales']);
    await user.click(within(row('Broa')).getByRole('button'));
    const sheet = await screen.findByRole('dialog', { name: 'Broa' });
    expect(within(sheet).getByTestId('product-base-price').textContent).toBe('R$ 0,45');
    expect(within(sheet).queryByTestId('product-price-lists')).toBeNull();
    expect(sheet.textContent).not.toContain('Tabela Varejo');
  });

  it('shows the last 5 prices the client paid for the product, opened for a client', async () => {
    const client = makeClient({ uuid: crypto.randomUUID(), name: 'Padaria Estrela' });
    await myPwaDb.clients.put(client);
    const bread = product({ description: 'Pão Francês' });
    const cake = product({ description: 'Bolo de Fubá' });
    await storeProducts([bread, cake]);
    const day = (date: number) => `2026-11-${String(date).padStart(2, '0')}T10:00:00.000-03:00`;
    await myPwaDb.sales.bulkPut([
      saleOf(client.uuid, bread.uuid, { quantity: 10, unit_price: 9_000 }, { created_at: day(2) }),
      saleOf(client.uuid, bread.uuid, { quantity: 11, unit_price: 9_100 }, { created_at: day(5) }),
      saleOf(
        client.uuid,
        bread.uuid,
        { quantity: 12, unit_price: 9_200, discount: 150 },
        { created_at: day(9) },
      ),
      saleOf(client.uuid, bread.uuid, { quantity: 13, unit_price: 9_300 }, { created_at: day(12) }),
      saleOf(client.uuid, bread.uuid, { quantity: 14, unit_price: 9_400 }, { created_at: day(16) }),
      saleOf(client.uuid, bread.uuid, { quantity: 15, unit_price: 9_500 }, { created_at: day(20) }),
      // Not prices the client paid: cancelled, an open cart, another product, another client.
      saleOf(
        client.uuid,
        bread.uuid,
        { quantity: 90, unit_price: 1 },
        { created_at: day(21), status: 'Cancelado' },
      ),
      saleOf(
        client.uuid,
        bread.uuid,
        { quantity: 91, unit_price: 1 },
        { created_at: day(22), status: 'Aberto' },
      ),
      saleOf(client.uuid, cake.uuid, { quantity: 92, unit_price: 1 }, { created_at: day(23) }),
      saleOf(crypto.randomUUID(), bread.uuid, { quantity: 93, unit_price: 1 }, { created_at: day(23) }),
    ]);
    const { user, router } = await renderProducts(undefined, `/admin/products?client=${client.uuid}`);
    expect((await screen.findByTestId('sale-client')).textContent).toContain('Preços para Padaria Estrela');
    await user.click(within(row('Pão Francês')).getByRole('button'));
    const sheet = await screen.findByRole('dialog', { name: 'Pão Francês' });
    // The sheet joins the client in the URL: a reload keeps both.
    expect(router.state.location.search).toBe(`?client=${client.uuid}&product=${bread.uuid}`);
    const section = await within(sheet).findByTestId('product-last-prices');
    expect(within(section).getByRole('heading').textContent).toBe('Últimos preços pagos por Padaria Estrela');
    await waitFor(() => expect(within(section).getAllByTestId('product-last-price')).toHaveLength(5));
    const lines = within(section)
      .getAllByTestId('product-last-price')
      .map((line) => [...line.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(lines).toEqual([
      ['20/11/2026', '15 UN', 'R$ 0,95', '—'],
      ['16/11/2026', '14 UN', 'R$ 0,94', '—'],
      ['12/11/2026', '13 UN', 'R$ 0,93', '—'],
      ['09/11/2026', '12 UN', 'R$ 0,92', 'R$ 1,50'],
      ['05/11/2026', '11 UN', 'R$ 0,91', '—'],
    ]);

    await user.click(within(sheet).getByRole('button', { name: 'Fechar' }));
    await user.click(within(row('Bolo de Fubá')).getByRole('button'));
    const cakeSheet = await screen.findByRole('dialog', { name: 'Bolo de Fubá' });
    await waitFor(() =>
      expect(
        within(cakeSheet)
          .getAllByTestId('product-last-price')
          .map((line) => line.textContent),
      ).toEqual(['23/11/202692 UNR$ 0,0001—']),
    );
  });

  it('reads the client from the location state too, and says when the client never bought the product', async () => {
    const client = makeClient({ uuid: crypto.randomUUID(), name: 'Mercado Sol' });
    await myPwaDb.clients.put(client);
    await storeProducts([product({ description: 'Pão Francês' })]);
    await authStore.setLogin(makeSession([...SELLER]), 1);
    const { router } = renderPage(<ProductListPage />, '/admin/products', '/admin/clients');
    await router.navigate('/admin/products', { state: { client: client.uuid } });
    await screen.findByTestId('product-counters');
    const user = userEvent.setup();
    await user.click(within(row('Pão Francês')).getByRole('button'));
    const sheet = await screen.findByRole('dialog', { name: 'Pão Francês' });
    expect((await within(sheet).findByText(/ainda não comprou este produto/)).textContent).toBe(
      'Este cliente ainda não comprou este produto (nas vendas guardadas neste aparelho).',
    );
    expect(within(sheet).getByRole('heading', { name: 'Últimos preços pagos por Mercado Sol' })).toBeTruthy();
  });

  it('hides the client’s last prices without canViewHistorySales', async () => {
    const client = makeClient({ uuid: crypto.randomUUID(), name: 'Padaria Estrela' });
    await myPwaDb.clients.put(client);
    const bread = product({ description: 'Pão Francês' });
    await storeProducts([bread]);
    await myPwaDb.sales.put(saleOf(client.uuid, bread.uuid, { quantity: 10, unit_price: 9_000 }));
    const { user } = await renderProducts(
      ['canViewListPriceProduct'],
      `/admin/products?client=${client.uuid}`,
    );
    await user.click(within(row('Pão Francês')).getByRole('button'));
    const sheet = await screen.findByRole('dialog', { name: 'Pão Francês' });
    expect(within(sheet).queryByTestId('product-last-prices')).toBeNull();
  });

  it('on a wide screen: a table with columns, a category select, and the sheet as a panel beside it', async () => {
    setViewport(1440, 900);
    await storeProducts([
      product({ description: 'Pão Francês', category: '01', unit: 'KG', price: 9_000 }),
      product({ description: 'Café Expresso', category: '02' }),
    ]);
    const { user } = await renderProducts();
    await waitFor(() => expect(rowNames()).toHaveLength(2));
    expect(screen.getByText('Preço base')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Categorias' })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Categoria' }));
    await user.click(await screen.findByRole('option', { name: 'Café' }));
    await waitFor(() => expect(rowNames()).toEqual(['Café Expresso']));
    await user.click(within(row('Café Expresso')).getByRole('button'));
    const panel = await screen.findByRole('complementary', { name: 'Café Expresso' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(panel).getByTestId('product-base-price')).toBeTruthy();
    expect(within(row('Café Expresso')).getByRole('button').getAttribute('aria-current')).toBe('true');
  });
});
