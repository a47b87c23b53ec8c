import { randomUUID } from 'node:crypto';
import type { SaleItem, SalePayment } from '@rota/domain';
import { eq } from 'drizzle-orm';
import { companyWrite } from '../db/company-write.ts';
import type { Database } from '../db/database.ts';
import {
  clients,
  companyConfigs,
  conditionPayments,
  deliveryAddresses,
  formPayments,
  priceLists,
  products,
  sales,
} from '../db/schema/index.ts';
import { ensureCompanyConfig } from '../modules/companies/companies.repository.ts';
import type { SaleBody } from '../modules/sales/sale-body.ts';
import {
  conditionPaymentRow,
  formPaymentRow,
  insertSynced,
  priceListRow,
  productRow,
} from './catalogue-builders.ts';
import { clientBody, deliveryAddressBody } from './client-builders.ts';

/** The products every sale fixture has, by ERP code: description, unit and price (ten-thousandths). */
const fixtureProducts = {
  P001: { description: 'Pão Francês', unit: 'KG', price: 15_000 },
  P002: { description: 'Café Torrado 500 g', unit: 'PCT', price: 4_000 },
  P003: { description: 'Leite Integral', unit: 'L', price: 15_000 },
  P009: { description: 'Bolo de Fubá', unit: 'UN', price: 15_000 },
} as const;
export type FixtureProductCode = keyof typeof fixtureProducts;

/** Largest discount the fixture's company allows, in percent. */
export const FIXTURE_MAX_DISCOUNT_PERCENT = 20;

export interface SaleOwner {
  company_id: number;
  seller_id: number;
  /** The seller's ERP code: the fixture's client is this seller's. */
  seller_code: string | null;
}

type ItemOverrides = Partial<Omit<SaleItem, 'code_erp_product'>> & { code_erp_product?: FixtureProductCode };
type Choice = { id: number; description: string; code_erp: string };

/**
 * What a valid sale refers to, stored for real in one company (as the ERP would send it): a
 * client of the seller with one delivery address, four products, two payment forms (Boleto,
 * Pix), two conditions (30/60, À vista), a price list row for P002 (R$ 0,3333; the product R$ 0,40), and a company allowing
 * {@link FIXTURE_MAX_DISCOUNT_PERCENT}% of discount. Its builders make valid bodies over them:
 * override only what a test is about.
 */
export interface SaleFixture {
  owner: SaleOwner;
  client: { uuid: string; name: string; code_erp: string };
  deliveryAddressUuid: string;
  productUuid: Record<FixtureProductCode, string>;
  priceListUuid: string;
  forms: { boleto: Choice; pix: Choice };
  conditions: { thirtySixty: Choice; cash: Choice };
  /** A line of the product `code_erp_product` (default P001), 2 units at the product's price. */
  item(overrides?: ItemOverrides): SaleItem;
  /** A Boleto 30/60 payment of `price` centavos (default 0), or the given form and condition. */
  payment(overrides?: Partial<SalePayment> & { form?: Choice; condition?: Choice }): SalePayment;
  /** An Aberto sale of one line of P001 (2 × R$ 1,50) paid R$ 3,00 in full. */
  sale(overrides?: Partial<SaleBody>): SaleBody;
}

/** The company's fixture catalogue, inserted by the first fixture of the company and reused after. */
async function ensureFixtureCatalogue(db: Database, companyId: number) {
  const ofCompany = <T extends { company_id: number }>(rows: T[]) =>
    rows.filter((row) => row.company_id === companyId);
  let productRows = ofCompany(await db.select().from(products).where(eq(products.company_id, companyId)));
  if (productRows.length === 0) {
    productRows = await insertSynced(
      db,
      companyId,
      products,
      Object.entries(fixtureProducts).map(([code, values], n) =>
        productRow(companyId, n, { code_erp: code, ...values }),
      ),
    );
    await insertSynced(db, companyId, formPayments, [
      formPaymentRow(companyId, 1, { description: 'Boleto', code_erp: 'BOL' }),
      formPaymentRow(companyId, 2, { description: 'Pix', code_erp: 'PIX' }),
    ]);
    await insertSynced(db, companyId, conditionPayments, [
      conditionPaymentRow(companyId, 1, { description: '30/60', code_erp: '3060' }),
      conditionPaymentRow(companyId, 2, {
        description: 'À vista',
        code_erp: 'AV',
        parcels: 1,
        itens: [{ parcel: 1, days: 0 }],
      }),
    ]);
    await insertSynced(db, companyId, priceLists, [
      priceListRow(companyId, 2, {
        code_erp: 'T01',
        code_erp_product: 'P002',
        price: 3_333,
        vigence_date: null,
      }),
    ]);
  }
  const forms = await db.select().from(formPayments).where(eq(formPayments.company_id, companyId));
  const conditions = await db
    .select()
    .from(conditionPayments)
    .where(eq(conditionPayments.company_id, companyId));
  const [list] = await db.select().from(priceLists).where(eq(priceLists.company_id, companyId));
  const byCode = <T extends { code_erp: string }>(rows: T[], code: string) =>
    rows.find((row) => row.code_erp === code);
  return {
    productUuid: Object.fromEntries(productRows.map((row) => [row.code_erp, row.uuid])) as Record<
      FixtureProductCode,
      string
    >,
    boleto: byCode(forms, 'BOL'),
    pix: byCode(forms, 'PIX'),
    thirtySixty: byCode(conditions, '3060'),
    cash: byCode(conditions, 'AV'),
    list,
  };
}

export async function createSaleFixture(db: Database, owner: SaleOwner): Promise<SaleFixture> {
  const companyId = owner.company_id;
  const suffix = randomUUID().slice(0, 8);
  const client = clientBody(companyId, { code_erp: `CLI-${suffix}`, code_erp_seller: owner.seller_code });
  const {
    uuid: _u,
    id: _i,
    delivery_addresses: _d,
    last_visit: _l,
    reproved_at: _r,
    ...clientValues
  } = client;
  await insertSynced(db, companyId, clients, [{ ...clientValues, uuid: client.uuid, status: 'Aprovado' }]);
  const { client_id: _c, sinchronized: _s, ...address } = deliveryAddressBody(companyId, client.uuid);
  await insertSynced(db, companyId, deliveryAddresses, [{ ...address, client_uuid: client.uuid }]);

  const catalogue = await ensureFixtureCatalogue(db, companyId);
  const { productUuid, boleto, pix, thirtySixty, cash, list } = catalogue;
  if (!boleto || !pix || !thirtySixty || !cash || !list) throw new Error('fixture de venda incompleta');
  await ensureCompanyConfig(db, companyId);
  await companyWrite(db, companyId, (tx) =>
    tx
      .update(companyConfigs)
      .set({ max_discount_basis_points: FIXTURE_MAX_DISCOUNT_PERCENT * 100 })
      .where(eq(companyConfigs.company_id, companyId)),
  );

  const choice = (row: { id: number; description: string; code_erp: string }): Choice => ({
    id: row.id,
    description: row.description,
    code_erp: row.code_erp,
  });
  const forms = { boleto: choice(boleto), pix: choice(pix) };
  const conditions = { thirtySixty: choice(thirtySixty), cash: choice(cash) };
  const saleClient = { uuid: client.uuid, name: client.name, code_erp: client.code_erp ?? '' };

  const item: SaleFixture['item'] = (overrides = {}) => {
    const code = overrides.code_erp_product ?? 'P001';
    const product = fixtureProducts[code];
    return {
      uuid: randomUUID(),
      id: 1,
      product_uuid: productUuid[code],
      description: product.description,
      unit: product.unit,
      quantity: 2,
      unit_price: product.price,
      discount: 0,
      price_list_uuid: null,
      ...overrides,
      code_erp_product: code,
    };
  };
  const payment: SaleFixture['payment'] = ({
    form = forms.boleto,
    condition = conditions.thirtySixty,
    ...overrides
  } = {}) => ({
    formPayment: form,
    conditionPayment: condition,
    form_payment_id: form.id,
    condition_payment_id: condition.id,
    price: 0,
    ...overrides,
  });
  const sale: SaleFixture['sale'] = (overrides = {}) => ({
    uuid: randomUUID(),
    company_id: owner.company_id,
    seller_id: owner.seller_id,
    client_uuid: saleClient.uuid,
    client: saleClient,
    status: 'Aberto',
    items: [item()],
    payments: [payment({ price: 300 })],
    created_at: '2026-11-22T12:30:00.000Z',
    code_erp: '',
    competence_at: null,
    pre_sale: false,
    reason_canceled: null,
    type: 'app',
    delivery_address: null,
    notes: null,
    failure_message: null,
    finality_code_erp: null,
    channel_code_erp: null,
    number: null,
    ...overrides,
  });
  return {
    owner,
    client: saleClient,
    deliveryAddressUuid: address.uuid,
    productUuid,
    priceListUuid: list.uuid,
    forms,
    conditions,
    item,
    payment,
    sale,
  };
}

/** Moves a stored sale as the ERP would (in the company's write lock, so its version moves). */
export async function setSaleStatus(
  db: Database,
  companyId: number,
  uuid: string,
  changes: Partial<Pick<typeof sales.$inferInsert, 'status' | 'code_erp' | 'reason_canceled'>>,
): Promise<void> {
  await companyWrite(db, companyId, (tx) => tx.update(sales).set(changes).where(eq(sales.uuid, uuid)));
}
