import { BAKERY_CATEGORIES } from '@rota/domain';
import type {
  channels,
  conditionPayments,
  descParameters,
  finalities,
  formPayments,
  priceLists,
  products,
  teams,
  volumes,
} from '../db/schema/index.ts';
import type { DemoCalendar } from './demo-calendar.ts';
import { DEMO_TEAMS } from './demo-company.ts';
import { PRODUCT_LINES } from './demo-product-lines.ts';
import { ean13 } from './documents.ts';
import type { Random } from './random.ts';

export type ProductRow = typeof products.$inferInsert & { uuid: string; price: number };
export type PriceListRow = typeof priceLists.$inferInsert;

/** Every product of the demo: each category's bases × packagings, priced in ten-thousandths. */
export function buildProducts(random: Random, companyId: number): ProductRow[] {
  const rows: ProductRow[] = [];
  let code = 100_000;
  for (const category of BAKERY_CATEGORIES) {
    const line = PRODUCT_LINES[category.code];
    if (!line) throw new Error(`categoria sem produtos: ${category.code}`);
    for (const [base, cents] of line.bases) {
      for (const [suffix, unit, percent] of line.packs) {
        code += 1;
        // cents × percent is the price in ten-thousandths (cents × 100 × percent / 100); some
        // prices carry the third and fourth decimals distributors quote.
        const fraction = random.chance(0.4) ? random.int(1, 99) : 0;
        rows.push({
          uuid: random.uuid(),
          company_id: companyId,
          description: `${base} ${suffix}`,
          code_erp: String(code),
          unit,
          price: cents * percent + fraction,
          category: category.code,
          barcode: random.chance(0.9) ? ean13(random) : null,
          inative: random.chance(0.02) ? 1 : 0,
        });
      }
    }
  }
  return rows;
}

/** The three price lists: one long-lived, one ending soon, one already expired. */
export const DEMO_PRICE_LISTS = [
  { code_erp: 'TAB01', description: 'Tabela Varejo', percent: 100, validDays: 365 },
  { code_erp: 'TAB02', description: 'Tabela Atacado', percent: 92, validDays: 10 },
  { code_erp: 'TAB03', description: 'Promoção de Inverno', percent: 85, validDays: -20 },
] as const;

/**
 * About nine in ten active products in each list, priced as a share of the base price rounded to
 * the centavo, as a distributor prints its lists (the ERP's own quotes keep their fourth decimal).
 */
export function buildPriceLists(
  random: Random,
  companyId: number,
  productRows: readonly ProductRow[],
  calendar: DemoCalendar,
): PriceListRow[] {
  const rows: PriceListRow[] = [];
  for (const list of DEMO_PRICE_LISTS) {
    for (const product of productRows) {
      if (product.inative === 1 || !random.chance(0.9)) continue;
      rows.push({
        uuid: random.uuid(),
        company_id: companyId,
        description: list.description,
        code_erp: list.code_erp,
        code_erp_product: product.code_erp,
        price: Math.round((product.price * list.percent) / 10_000) * 100,
        vigence_date: calendar.daysAhead(list.validDays),
        inative: 0,
      });
    }
  }
  return rows;
}

/**
 * The forms of payment and the limits of their conditions (§5 with the form's limits,
 * `conditionsForForm`): PIX, cash and debit card at sight only; a boleto is one title of a single
 * due date (type 1) up to 28 days, as its sub-forms say; the credit card in up to 3 installments
 * within 90 days; cheques, pre-dated, in up to 4 within 120 days.
 */
export const DEMO_FORM_PAYMENTS = [
  {
    code_erp: 'FP01',
    description: 'Boleto bancário',
    inative: 0,
    hierarchies: [
      { description: 'Boleto 7 dias', code_erp: 'FP01-07' },
      { description: 'Boleto 14 dias', code_erp: 'FP01-14' },
      { description: 'Boleto 28 dias', code_erp: 'FP01-28' },
    ],
    limits: { max_parcels: null, max_days: 28, only_type_1: true },
  },
  {
    code_erp: 'FP02',
    description: 'PIX',
    inative: 0,
    hierarchies: [],
    limits: { max_parcels: 1, max_days: 0, only_type_1: false },
  },
  {
    code_erp: 'FP03',
    description: 'Dinheiro',
    inative: 0,
    hierarchies: [],
    limits: { max_parcels: 1, max_days: 0, only_type_1: false },
  },
  {
    code_erp: 'FP04',
    description: 'Cartão de crédito',
    inative: 0,
    hierarchies: [
      { description: 'Cartão de crédito à vista', code_erp: 'FP04-01' },
      { description: 'Cartão de crédito parcelado', code_erp: 'FP04-02' },
    ],
    limits: { max_parcels: 3, max_days: 90, only_type_1: false },
  },
  {
    code_erp: 'FP05',
    description: 'Cartão de débito',
    inative: 0,
    hierarchies: [],
    limits: { max_parcels: 1, max_days: 0, only_type_1: false },
  },
  {
    code_erp: 'FP06',
    description: 'Cheque',
    inative: 0,
    hierarchies: [
      { description: 'Cheque à vista', code_erp: 'FP06-01' },
      { description: 'Cheque pré-datado', code_erp: 'FP06-02' },
    ],
    limits: { max_parcels: 4, max_days: 120, only_type_1: false },
  },
  {
    code_erp: 'FP07',
    description: 'Vale-refeição (descontinuado)',
    inative: 1,
    hierarchies: [],
    limits: { max_parcels: null, max_days: null, only_type_1: false },
  },
] as const;

export type DemoFormCode = (typeof DEMO_FORM_PAYMENTS)[number]['code_erp'];

/** Type 1: cash or a single due date; type 2: installments (what §5's "type 1 wanted" filters). */
/** `min`: the ERP's minimum order in centavos for the longer terms (docs/domain.md "Order minimums"). */
export const DEMO_CONDITION_PAYMENTS = [
  { code_erp: 'CP01', description: 'À vista', type: 1, inative: 0, days: [0], min: null },
  { code_erp: 'CP02', description: '7 dias', type: 1, inative: 0, days: [7], min: null },
  { code_erp: 'CP03', description: '28 dias', type: 1, inative: 0, days: [28], min: null },
  { code_erp: 'CP04', description: '30/60', type: 2, inative: 0, days: [30, 60], min: 30_000 },
  { code_erp: 'CP05', description: '30/60/90', type: 2, inative: 0, days: [30, 60, 90], min: 50_000 },
  {
    code_erp: 'CP06',
    description: '28/56/84/112',
    type: 2,
    inative: 0,
    days: [28, 56, 84, 112],
    min: 100_000,
  },
  { code_erp: 'CP07', description: '14 dias (suspensa)', type: 1, inative: 1, days: [14], min: null },
] as const;

export type DemoConditionCode = (typeof DEMO_CONDITION_PAYMENTS)[number]['code_erp'];

export function buildFormPayments(random: Random, companyId: number): (typeof formPayments.$inferInsert)[] {
  return DEMO_FORM_PAYMENTS.map((form) => ({
    uuid: random.uuid(),
    company_id: companyId,
    code_erp: form.code_erp,
    description: form.description,
    inative: form.inative,
    hierarchies: form.hierarchies.map((sub) => ({ ...sub })),
    ...form.limits,
  }));
}

export function buildConditionPayments(
  random: Random,
  companyId: number,
): (typeof conditionPayments.$inferInsert)[] {
  return DEMO_CONDITION_PAYMENTS.map((condition) => ({
    uuid: random.uuid(),
    company_id: companyId,
    code_erp: condition.code_erp,
    description: condition.description,
    inative: condition.inative,
    parcels: condition.days.length,
    type: condition.type,
    itens: condition.days.map((days, index) => ({ parcel: index + 1, days })),
    min_order_value: condition.min,
  }));
}

/** [code_erp, description, inative]: the sales channels clients are filed under. */
export const DEMO_CHANNELS = [
  ['CN01', 'Varejo', 0],
  ['CN02', 'Atacado', 0],
  ['CN03', 'Food service', 0],
  ['CN04', 'Supermercados', 0],
  ['CN05', 'Lojas de conveniência', 0],
  ['CN06', 'Distribuidores (desativado)', 1],
] as const;

const FINALITIES = [
  ['FN01', 'Venda', 1],
  ['FN02', 'Bonificação', 1],
  ['FN03', 'Troca', 1],
  ['FN04', 'Amostra grátis', 1],
  ['FN05', 'Consignação', 0],
] as const;

const VOLUMES = [
  ['Caixa', 0],
  ['Fardo', 0],
  ['Pacote', 0],
  ['Bandeja', 0],
  ['Saco', 0],
  ['Engradado', 1],
  // The unit of the measured loads (docs/measurements.md).
  ['m³', 0],
] as const;

/** Product fields the company shows beside descriptions. */
const DESC_PARAMETERS = ['code_erp', 'unit'] as const;

export function buildChannels(random: Random, companyId: number): (typeof channels.$inferInsert)[] {
  return DEMO_CHANNELS.map(([code_erp, description, inative]) => ({
    uuid: random.uuid(),
    company_id: companyId,
    code_erp,
    description,
    inative,
  }));
}

export function buildFinalities(random: Random, companyId: number): (typeof finalities.$inferInsert)[] {
  return FINALITIES.map(([code_erp, description, status]) => ({
    uuid: random.uuid(),
    company_id: companyId,
    code_erp,
    description,
    status,
  }));
}

export function buildTeams(
  random: Random,
  companyId: number,
): (typeof teams.$inferInsert & { uuid: string })[] {
  return DEMO_TEAMS.map((team) => ({
    uuid: random.uuid(),
    company_id: companyId,
    code_erp: team.code_erp,
    name: team.name,
    inative: team.inative,
  }));
}

export function buildVolumes(companyId: number): (typeof volumes.$inferInsert)[] {
  return VOLUMES.map(([field, inative]) => ({ company_id: companyId, field, inative }));
}

export function buildDescParameters(companyId: number): (typeof descParameters.$inferInsert)[] {
  return DESC_PARAMETERS.map((field) => ({ company_id: companyId, field }));
}
