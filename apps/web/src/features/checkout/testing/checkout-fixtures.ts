import type { CompanyConfig, PermissionName } from '@rota/domain';
import { makeClient, makeCondition, makeFormPayment, makePriceList, makeProduct } from '@rota/domain/testing';
import { authStore } from '#lib/auth/auth-store.ts';
import { saveConfig } from '#lib/db/config-db.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { withProductSearch } from '#lib/db/product-search-row.ts';
import { makeSession } from '#testing/session-fixture.ts';

/** Tuesday 24/11/2026, 09:00 in São Paulo. */
export const TODAY = new Date('2026-11-24T12:00:00.000Z');

export const CLIENT = makeClient({
  uuid: '10000000-0000-4000-8000-000000000001',
  name: 'Padaria Pão Quente Ltda',
});
export const BREAD = makeProduct({
  uuid: '20000000-0000-4000-8000-000000000001',
  code_erp: 'PF-01',
  description: 'Pão Francês 50g',
  unit: 'KG',
  price: 100_000,
  barcode: null,
});
export const COFFEE = makeProduct({
  uuid: '20000000-0000-4000-8000-000000000002',
  id: 2,
  code_erp: 'CF-02',
  description: 'Café Torrado 500g',
  unit: 'UN',
  price: 200_000,
  barcode: null,
});
export const OLD = makeProduct({
  uuid: '20000000-0000-4000-8000-000000000003',
  id: 3,
  code_erp: 'OLD-03',
  description: 'Biscoito Antigo',
  inative: 1,
  barcode: null,
});
/** Two lists for each active product: Varejo (the dearer) and Atacado. */
export const LISTS = {
  breadVarejo: makePriceList({
    uuid: '30000000-0000-4000-8000-000000000001',
    code_erp: 'VAR',
    description: 'Varejo',
    code_erp_product: 'PF-01',
    price: 120_000,
  }),
  breadAtacado: makePriceList({
    uuid: '30000000-0000-4000-8000-000000000002',
    code_erp: 'ATA',
    description: 'Atacado',
    code_erp_product: 'PF-01',
    price: 110_000,
  }),
  coffeeVarejo: makePriceList({
    uuid: '30000000-0000-4000-8000-000000000003',
    code_erp: 'VAR',
    description: 'Varejo',
    code_erp_product: 'CF-02',
    price: 250_000,
  }),
  coffeeAtacado: makePriceList({
    uuid: '30000000-0000-4000-8000-000000000004',
    code_erp: 'ATA',
    description: 'Atacado',
    code_erp_product: 'CF-02',
    price: 230_000,
  }),
};
export const BOLETO = makeFormPayment({
  id: 1,
  description: 'Boleto',
  code_erp: 'BOL',
  hierarchies: [{ description: 'Boleto 28 dias', code_erp: 'BOL28' }],
  max_parcels: 3,
});
export const PIX = makeFormPayment({
  id: 2,
  description: 'PIX',
  code_erp: 'PIX',
  max_parcels: 1,
  max_days: 0,
});
export const C306090 = makeCondition({
  id: 1,
  description: '30/60/90',
  code_erp: '306090',
  parcels: 3,
  itens: [
    { parcel: 1, days: 30 },
    { parcel: 2, days: 60 },
    { parcel: 3, days: 90 },
  ],
});
export const AVISTA = makeCondition({ id: 2, description: 'À vista', code_erp: 'AV', parcels: 1, itens: [] });

export const CONFIG: CompanyConfig = {
  id: 1,
  company_id: 1,
  cart_sort_field: 'id',
  allowed_price_lists: [],
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
  allows_pre_sale: true,
  pix_key: null,
  pix_merchant_city: null,
  sync_interval_s: 300,
};

const stamp = { updated_at: '2026-11-23T10:00:00.000Z' };

/** The device after a sync: the client, the products and their lists, forms, conditions, a finality, a channel, the config. */
export async function storeCatalogue(config: Partial<CompanyConfig> = {}): Promise<void> {
  await myPwaDb.clients.put({ ...CLIENT, ...stamp });
  await myPwaDb.products.bulkPut(
    (await withProductSearch([BREAD, COFFEE, OLD])).map((row) => ({ ...row, ...stamp })),
  );
  await myPwaDb.productPrices.bulkPut([
    { code_erp_product: 'PF-01', lists: [LISTS.breadVarejo, LISTS.breadAtacado] },
    { code_erp_product: 'CF-02', lists: [LISTS.coffeeVarejo, LISTS.coffeeAtacado] },
  ]);
  await myPwaDb.formPayments.bulkPut([BOLETO, PIX]);
  await myPwaDb.conditionPayments.bulkPut([C306090, AVISTA]);
  await myPwaDb.finalities.put({
    uuid: '40000000-0000-4000-8000-000000000001',
    id: 1,
    description: 'Venda',
    code_erp: 'VEN',
    company_id: 1,
    status: 1,
  });
  await myPwaDb.channels.put({
    uuid: '50000000-0000-4000-8000-000000000001',
    description: 'Varejo de bairro',
    code_erp: 'BAIRRO',
    company_id: 1,
    inative: 0,
  });
  await saveConfig({ ...CONFIG, ...config });
}

/** Logs seller 7 of company 1 in with the given permissions. */
export async function loginSeller(permissions: PermissionName[]): Promise<void> {
  await authStore.setLogin(makeSession(permissions), 1);
}

// happy-dom has no `document.fonts`, which Mantine's autosizing Textarea (the notes) listens to.
if (typeof document !== 'undefined' && !('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}
