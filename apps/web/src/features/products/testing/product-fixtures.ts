import type { CompanyConfig, PriceList, Product, Sale } from '@rota/domain';
import { makePriceList, makeProduct, makeSale, testUuid } from '@rota/domain/testing';
import { saveConfig } from '#lib/db/config-db.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { withProductSearch } from '#lib/db/product-search-row.ts';

/** Tuesday 24/11/2026, 09:00 in São Paulo. */
export const TODAY = new Date('2026-11-24T12:00:00.000Z');

let sequence = 0;

/** An active product of company 1, as the server sent it (stamped), with overrides. */
export function product(overrides: Partial<Product> = {}): Product & { updated_at: string } {
  sequence += 1;
  return {
    ...makeProduct({
      uuid: testUuid(),
      id: sequence,
      code_erp: `P${String(sequence).padStart(4, '0')}`,
      barcode: null,
    }),
    updated_at: '2026-11-23T10:00:00.000Z',
    ...overrides,
  };
}

/** Stores products as the sync does (with their folded search text) and marks the pull done. */
export async function storeProducts(products: readonly Product[]): Promise<void> {
  await myPwaDb.products.bulkPut(await withProductSearch(products));
  await myPwaDb.syncCursors.put({
    call: 'products.all',
    cursor: '1',
    owner: '1:7',
    table: 'products',
    synced_at: TODAY.toISOString(),
  });
}

/** Stores a product's price-list rows as the sync packs them (`productPrices`). */
export async function storePriceLists(codeErpProduct: string, lists: Partial<PriceList>[]): Promise<void> {
  await myPwaDb.productPrices.put({
    code_erp_product: codeErpProduct,
    lists: lists.map((list) => makePriceList({ code_erp_product: codeErpProduct, ...list })),
  });
}

/** The company config with the allowed price lists (`code_erp`). */
export async function storeAllowedLists(allowed: string[]): Promise<void> {
  const config: CompanyConfig = {
    id: 1,
    company_id: 1,
    cart_sort_field: 'id',
    allowed_price_lists: allowed,
    max_discount_percent: 10,
    approval_discount_percent: 0,
    min_order_value: null,
    credit_policy: 'warn',
    stock_policy: 'warn',
    mix_gap_days: 90,
    visit_radius_m: 300,
    working_weekdays: [1, 2, 3, 4, 5],
    holidays: [],
    promotion_policy: 'best',
    allows_pre_sale: false,
    pix_key: null,
    pix_merchant_city: null,
    sync_interval_s: 300,
  };
  await saveConfig(config);
}

/** A sale of the client with one line of the product, stamped by the server. */
export function saleOf(
  clientUuid: string,
  productUuid: string,
  line: { quantity: number; unit_price: number; discount?: number },
  overrides: Partial<Sale> = {},
): Sale & { updated_at: string } {
  const sale = makeSale({ client_uuid: clientUuid, ...overrides });
  return {
    ...sale,
    items: [{ ...(sale.items[0] as Sale['items'][number]), product_uuid: productUuid, discount: 0, ...line }],
    updated_at: '2026-11-23T10:00:00.000Z',
  };
}
