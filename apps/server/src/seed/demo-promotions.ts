import { addDays, endOfMonth, zonedDate } from '@rota/domain';
import type { Transaction } from '../db/database.ts';
import { promotions } from '../db/schema/index.ts';
import type { ProductRow } from './demo-catalogue.ts';
import { insertInBatches } from './insert-in-batches.ts';
import type { Random } from './random.ts';

type PromotionRow = typeof promotions.$inferInsert;

/** The active products of a category in one unit, by code: what a promotion names. */
function codesOf(products: readonly ProductRow[], category: string, unit?: string): string[] {
  return products
    .filter(
      (product) => product.category === category && product.inative === 0 && (!unit || product.unit === unit),
    )
    .map((product) => product.code_erp as string)
    .sort();
}

/** The price of a product in centavos (a kit's price is set in centavos). */
const centsOf = (product: ProductRow) => Math.round(product.price / 100);

/**
 * The demo's promotions (docs/demo.md "See the promotions"): one of each kind, running today so a
 * seller meets them in the cart — coffee 10% off this month, R$ 1,00 off each kg of two breads,
 * soft drinks by the box in tiers (5 CX 3%, 10 CX 5%, 20 CX 8%), biscuits "leve 12 pague 10", a
 * breakfast kit below its parts — plus one that ended last month and one that starts next week,
 * which no cart applies. The company keeps the best promotion of each line (`best`, the default).
 */
export async function seedDemoPromotions(
  tx: Transaction,
  random: Random,
  input: { companyId: number; now: Date; products: readonly ProductRow[] },
): Promise<number> {
  const today = zonedDate(input.now);
  const monthStart = `${today.slice(0, 7)}-01`;
  const monthEnd = endOfMonth(today);
  const byCode = new Map(input.products.map((product) => [product.code_erp as string, product]));
  const breadsByKg = codesOf(input.products, '01', 'KG').slice(0, 2);
  const kitItems = [
    codesOf(input.products, '01', 'KG')[0],
    codesOf(input.products, '02')[0],
    codesOf(input.products, '20')[0],
  ]
    .filter((code): code is string => code !== undefined)
    .map((code) => ({ code_erp_product: code, quantity: 1 }));
  const kitParts = kitItems.reduce(
    (sum, item) => sum + centsOf(byCode.get(item.code_erp_product) as ProductRow),
    0,
  );
  const base = (code: string, name: string, startsOn: string, endsOn: string) => ({
    uuid: random.uuid(),
    company_id: input.companyId,
    code_erp: code,
    name,
    starts_on: startsOn,
    ends_on: endsOn,
    // Every row names every column: one multi-row insert takes the first row's columns.
    products: [] as string[],
    categories: [] as string[],
    percent_basis_points: null,
    price_off: null,
    tiers: null,
    take: null,
    pay: null,
    kit_items: null,
    kit_price: null,
  });
  const rows: PromotionRow[] = [
    {
      ...base('PROMO-CAFE', 'Mês do café: 10% em todo o café', monthStart, monthEnd),
      kind: 'percent',
      categories: ['02'],
      percent_basis_points: 1_000,
    },
    {
      ...base('PROMO-PAO-KG', 'Pão francês: R$ 1,00 a menos por kg', addDays(today, -3), addDays(today, 11)),
      kind: 'price_off',
      products: breadsByKg,
      price_off: 10_000,
    },
    {
      ...base('PROMO-REFRI-CX', 'Refrigerante em caixa: quanto mais, menos', monthStart, monthEnd),
      kind: 'tiers',
      products: codesOf(input.products, '03', 'CX'),
      tiers: [
        { min_quantity: 5, percent: 3 },
        { min_quantity: 10, percent: 5 },
        { min_quantity: 20, percent: 8 },
      ],
    },
    {
      ...base(
        'PROMO-BISC-12',
        'Biscoitos em pacote: leve 12 pague 10',
        addDays(today, -7),
        addDays(today, 7),
      ),
      kind: 'take_pay',
      products: codesOf(input.products, '17', 'PCT'),
      take: 12,
      pay: 10,
    },
    {
      ...base('KIT-CAFE-MANHA', 'Kit café da manhã', monthStart, monthEnd),
      kind: 'kit',
      kit_items: kitItems,
      // About 12% below the parts, to the R$ 0,10.
      kit_price: Math.round((kitParts * 0.88) / 10) * 10,
    },
    {
      ...base(
        'PROMO-INVERNO',
        'Queima de inverno: 15% em queijos',
        addDays(monthStart, -31),
        addDays(monthStart, -1),
      ),
      kind: 'percent',
      categories: ['19'],
      percent_basis_points: 1_500,
    },
    {
      ...base('PROMO-NATAL', 'Panetones de Natal: 8%', addDays(today, 7), addDays(today, 37)),
      kind: 'percent',
      categories: ['41'],
      percent_basis_points: 800,
    },
  ];
  await insertInBatches(tx, promotions, rows);
  return rows.length;
}
