import { describe, expect, it } from 'vitest';
import { MAX_CENTS } from '../money/money-limits.ts';
import { quantityMessages } from '../quantity/quantity.ts';
import {
  CONDITION,
  FORM,
  makeCondition,
  makeFormPayment,
  makeItem,
  makePriceList,
  testUuid,
} from '../testing/fixtures.ts';
import type { Sale } from './sale.schema.ts';
import { type SaleReferences, saleCheckMessages, saleErrors } from './sale-check.ts';

const product = { uuid: testUuid(), code_erp: 'P001', unit: 'UN', inative: 0, price: 15_000 };
const inactiveProduct = { uuid: testUuid(), code_erp: 'P002', unit: 'UN', inative: 1, price: 10_000 };
/** Queijo by the kilo at R$ 12,99/kg (issue 22 §3). */
const cheese = { uuid: testUuid(), code_erp: 'P003', unit: 'KG', inative: 0, price: 129_900 };
/** Sold by the unit, but the ERP says it takes 2 decimals (a roll cut to length). */
const cutToLength = {
  uuid: testUuid(),
  code_erp: 'P004',
  unit: 'UN',
  quantity_decimals: 2,
  inative: 0,
  price: 10_000,
};
const list = makePriceList({
  code_erp: 'T01',
  code_erp_product: 'P001',
  price: 12_000,
  vigence_date: '2026-11-22',
});
const expiredList = makePriceList({ code_erp: 'T02', code_erp_product: 'P001', vigence_date: '2026-11-21' });
const clientUuid = testUuid();
const addressUuid = testUuid();

/** Boleto, without limits unless a test sets them. */
const formRef = (overrides: Partial<ReturnType<typeof makeFormPayment>> = {}) => ({
  ...makeFormPayment({ ...FORM }),
  ...overrides,
});
/** 30/60: two installments, the last 60 days out, type 2. */
const conditionRef = () =>
  makeCondition({
    ...CONDITION,
    parcels: 2,
    type: 2,
    itens: [
      { parcel: 1, days: 30 },
      { parcel: 2, days: 60 },
    ],
  });

function refs(overrides: Partial<SaleReferences> = {}): SaleReferences {
  return {
    client: { uuid: clientUuid, name: 'Padaria', code_erp: 'C1', deliveryAddressUuids: [addressUuid] },
    products: new Map([
      [product.uuid, product],
      [inactiveProduct.uuid, inactiveProduct],
      [cheese.uuid, cheese],
      [cutToLength.uuid, cutToLength],
    ]),
    priceLists: new Map([
      [list.uuid, list],
      [expiredList.uuid, expiredList],
    ]),
    forms: new Map([[FORM.id, formRef()]]),
    conditions: new Map([[CONDITION.id, conditionRef()]]),
    finalities: new Map([
      ['VEN', { code_erp: 'VEN', status: 1 as const }],
      ['OLD', { code_erp: 'OLD', status: 0 as const }],
    ]),
    channels: new Map([
      ['VAR', { code_erp: 'VAR', inative: 0 as const }],
      ['OLD', { code_erp: 'OLD', inative: 1 as const }],
    ]),
    config: { max_discount_percent: 10, approval_discount_percent: 0, allowed_price_lists: [] },
    may: { editUnitPrice: false, discount: true },
    // 2026-11-22 21:00 in São Paulo: list T01 is valid until today, T02 ended yesterday.
    now: new Date('2026-11-23T00:00:00Z'),
    ...overrides,
  };
}

const payment = (price: number) => ({
  formPayment: FORM,
  conditionPayment: CONDITION,
  form_payment_id: FORM.id,
  condition_payment_id: CONDITION.id,
  price,
});

/** Two units of P001 at its price (R$ 3,00), paid in full, Finalizado. */
function sale(overrides: Partial<Sale> = {}) {
  return {
    client_uuid: clientUuid,
    client: { uuid: clientUuid, name: 'Padaria', code_erp: 'C1' },
    delivery_address: null,
    status: 'Finalizado' as Sale['status'],
    items: [{ ...makeItem({ product_uuid: product.uuid, quantity: 2, unit_price: 15_000 }), id: 1 }],
    payments: [payment(300)],
    ...overrides,
  };
}
const item = (overrides: Parameters<typeof makeItem>[0], id = 1) => ({
  ...makeItem({ product_uuid: product.uuid, quantity: 2, unit_price: 15_000, ...overrides }),
  id,
});

describe('saleErrors', () => {
  it('accepts a sale whose references and totals hold', () => {
    expect(saleErrors(sale(), refs())).toEqual({});
    expect(saleErrors(sale({ delivery_address: addressUuid }), refs())).toEqual({});
  });

  it("refuses a client the seller cannot see and another client's delivery address", () => {
    expect(saleErrors(sale(), refs({ client: null }))).toEqual({
      client_uuid: [saleCheckMessages.clientNotFound],
    });
    expect(saleErrors(sale({ delivery_address: testUuid() }), refs())).toEqual({
      delivery_address: [saleCheckMessages.deliveryAddressNotFound],
    });
    expect(saleErrors(sale({ client: { uuid: testUuid(), name: 'Outro', code_erp: null } }), refs())).toEqual(
      {
        client: [saleCheckMessages.clientMismatch],
      },
    );
  });

  it('lets an open cart wait for its client, items and payments, but not a finished sale', () => {
    const empty = { client_uuid: null, client: null, items: [], payments: [] };
    expect(saleErrors(sale({ ...empty, status: 'Aberto' }), refs())).toEqual({});
    expect(saleErrors(sale({ ...empty, status: 'Finalizado' }), refs())).toEqual({
      client_uuid: [saleCheckMessages.clientRequired],
      items: [saleCheckMessages.itemsRequired],
    });
  });

  it('refuses unknown and inactive products and a code that is not the product’s', () => {
    const errors = saleErrors(
      sale({
        items: [
          item({ product_uuid: testUuid(), unit_price: 0 }, 1),
          item({ product_uuid: inactiveProduct.uuid, code_erp_product: 'P002', unit_price: 10_000 }, 2),
          item({ code_erp_product: 'P999' }, 3),
        ],
        payments: [],
        status: 'Aberto',
      }),
      refs(),
    );
    expect(errors).toEqual({
      'items.0.product_uuid': [saleCheckMessages.productNotFound],
      'items.1.product_uuid': [saleCheckMessages.productInactive],
      'items.2.code_erp_product': [saleCheckMessages.productCodeMismatch],
    });
  });

  it('takes decimals of a weighed product and refuses a fraction of a counted one (issue 22 §3)', () => {
    // 2,5 kg × R$ 12,99 = R$ 32,475 → R$ 32,48; 3 UN × R$ 1,50 = R$ 4,50.
    const weighed = sale({
      items: [
        item(
          {
            product_uuid: cheese.uuid,
            code_erp_product: 'P003',
            unit: 'KG',
            quantity: 2.5,
            unit_price: 129_900,
          },
          1,
        ),
        item({ quantity: 3 }, 2),
      ],
      payments: [payment(3248 + 450)],
    });
    expect(saleErrors(weighed, refs())).toEqual({});

    const halfUnit = sale({ items: [item({ quantity: 2.5 })], payments: [payment(375)] });
    expect(saleErrors(halfUnit, refs())).toEqual({ 'items.0.quantity': [quantityMessages.wholeOnly] });
  });

  it("lets the ERP's quantity_decimals decide over the unit", () => {
    const cut = (quantity: number, paid: number) =>
      sale({
        items: [
          item({ product_uuid: cutToLength.uuid, code_erp_product: 'P004', quantity, unit_price: 10_000 }),
        ],
        payments: [payment(paid)],
      });
    expect(saleErrors(cut(1.25, 125), refs())).toEqual({});
    expect(saleErrors(cut(1.255, 126), refs())).toEqual({
      'items.0.quantity': [quantityMessages.tooManyDecimals(2)],
    });
  });

  it('holds the unit price to the catalogue unless the profile may edit it', () => {
    const cheaper = sale({ items: [item({ unit_price: 1 })], payments: [payment(0)] });
    expect(saleErrors(cheaper, refs())).toEqual({
      'items.0.unit_price': [saleCheckMessages.unitPriceChanged(15_000)],
    });
    expect(saleErrors(cheaper, refs({ may: { editUnitPrice: true, discount: true } }))).toEqual({});
    const listed = sale({
      items: [item({ unit_price: 12_000, price_list_uuid: list.uuid })],
      payments: [payment(240)],
    });
    expect(saleErrors(listed, refs())).toEqual({});
  });

  it('refuses a price list that ended, is not allowed, or is of another product', () => {
    const ended = sale({ items: [item({ price_list_uuid: expiredList.uuid })] });
    expect(saleErrors(ended, refs())).toEqual({
      'items.0.price_list_uuid': [saleCheckMessages.priceListNotOffered],
    });
    const listed = sale({
      items: [item({ unit_price: 12_000, price_list_uuid: list.uuid })],
      payments: [payment(240)],
    });
    expect(
      saleErrors(
        listed,
        refs({
          config: { max_discount_percent: 10, approval_discount_percent: 0, allowed_price_lists: ['T09'] },
        }),
      ),
    ).toEqual({
      'items.0.price_list_uuid': [saleCheckMessages.priceListNotOffered],
    });
    expect(saleErrors(sale({ items: [item({ price_list_uuid: testUuid() })] }), refs())).toEqual({
      'items.0.price_list_uuid': [saleCheckMessages.priceListNotOffered],
    });
  });

  it("keeps discounts within the company's limit, exactly at it included", () => {
    // Gross R$ 3,00; 10% is 30 centavos.
    const atLimit = sale({ items: [item({ discount: 30 })], payments: [payment(270)] });
    expect(saleErrors(atLimit, refs())).toEqual({});
    const above = sale({ items: [item({ discount: 31 })], payments: [payment(269)] });
    expect(saleErrors(above, refs())).toEqual({
      'items.0.discount': [saleCheckMessages.discountAboveLimit(10)],
    });
    const whole = sale({ items: [item({ discount: 300 })], payments: [] });
    expect(
      saleErrors(
        whole,
        refs({
          config: { max_discount_percent: 100, approval_discount_percent: 0, allowed_price_lists: [] },
        }),
      ),
    ).toEqual({});
    const beyond = sale({ items: [item({ discount: 301 })], payments: [], status: 'Aberto' });
    expect(saleErrors(beyond, refs())).toEqual({
      'items.0.discount': [saleCheckMessages.discountAboveGross],
    });
    expect(saleErrors(atLimit, refs({ may: { editUnitPrice: false, discount: false } }))).toEqual({
      'items.0.discount': [saleCheckMessages.discountNotAllowed],
    });
  });

  it('refuses repeated line numbers and item uuids', () => {
    const first = item({}, 1);
    const errors = saleErrors(
      sale({ items: [first, item({}, 1), { ...first, id: 3 }], payments: [payment(900)] }),
      refs(),
    );
    expect(errors).toEqual({
      'items.1.id': [saleCheckMessages.repeatedLineNumber],
      'items.2.uuid': [saleCheckMessages.repeatedItem],
    });
  });

  it('refuses unknown or inactive payment forms and conditions and a snapshot that does not match', () => {
    const unknown = { ...payment(300), form_payment_id: 99, condition_payment_id: 98 };
    expect(saleErrors(sale({ payments: [unknown] }), refs())).toEqual({
      'payments.0.form_payment_id': [saleCheckMessages.formNotFound],
      'payments.0.condition_payment_id': [saleCheckMessages.conditionNotFound],
    });
    const inactive = refs({ forms: new Map([[FORM.id, formRef({ inative: 1 })]]) });
    expect(saleErrors(sale(), inactive)).toEqual({
      'payments.0.form_payment_id': [saleCheckMessages.formNotFound],
    });
    const renamed = { ...payment(300), formPayment: { ...FORM, code_erp: 'PIX' } };
    expect(saleErrors(sale({ payments: [renamed] }), refs())).toEqual({
      'payments.0.formPayment': [saleCheckMessages.choiceMismatch],
    });
  });

  it("refuses a condition the payment's form does not offer (the form's §5 limits), on the condition", () => {
    const limited = (limits: Parameters<typeof formRef>[0]) =>
      refs({ forms: new Map([[FORM.id, formRef(limits)]]) });
    const refused = { 'payments.0.condition_payment_id': [saleCheckMessages.conditionNotForForm('Boleto')] };
    // 30/60: 2 installments, 60 days, type 2.
    expect(saleErrors(sale(), limited({ max_parcels: 2, max_days: 60 }))).toEqual({});
    expect(saleErrors(sale(), limited({ max_parcels: 1 }))).toEqual(refused);
    expect(saleErrors(sale(), limited({ max_days: 59 }))).toEqual(refused);
    expect(saleErrors(sale(), limited({ only_type_1: true }))).toEqual(refused);
    expect(saleErrors(sale({ status: 'Aberto' }), limited({ max_parcels: 1, max_days: 0 }))).toEqual(refused);
  });

  it('accepts no finality and no channel, or active ones of the company; refuses others on their field', () => {
    expect(saleErrors(sale({ finality_code_erp: null, channel_code_erp: null }), refs())).toEqual({});
    expect(saleErrors(sale({ finality_code_erp: 'VEN', channel_code_erp: 'VAR' }), refs())).toEqual({});
    expect(saleErrors(sale({ finality_code_erp: 'OLD', channel_code_erp: 'OLD' }), refs())).toEqual({
      finality_code_erp: [saleCheckMessages.finalityNotFound],
      channel_code_erp: [saleCheckMessages.channelNotFound],
    });
    expect(saleErrors(sale({ finality_code_erp: 'XYZ', channel_code_erp: 'XYZ' }), refs())).toEqual({
      finality_code_erp: [saleCheckMessages.finalityNotFound],
      channel_code_erp: [saleCheckMessages.channelNotFound],
    });
  });

  it('refuses a sale whose total passes MAX_CENTS (R$ 100 milhões), so every sum of sales stays exact', () => {
    const priced = refs({ may: { editUnitPrice: true, discount: true } });
    // 1.000.000 units × R$ 100,00 = R$ 100.000.000,00: the maximum itself is a sale.
    const atMax = item({ quantity: 1_000_000, unit_price: 1_000_000 });
    expect(saleErrors(sale({ items: [atMax], payments: [payment(MAX_CENTS)] }), priced)).toEqual({});
    // One ten-thousandth more per unit passes it by R$ 100,00; a discount does not bring it back.
    const above = item({ quantity: 1_000_000, unit_price: 1_000_001, discount: 10_000 });
    expect(saleErrors(sale({ items: [above], payments: [payment(MAX_CENTS)] }), priced)).toEqual({
      items: [saleCheckMessages.totalAboveMax],
    });
    expect(saleCheckMessages.totalAboveMax).toBe('O total da venda passa do máximo de R$ 100.000.000,00');
  });

  it('holds payments to the total: never above, equal once Finalizado', () => {
    expect(saleErrors(sale({ payments: [payment(999_999_999)] }), refs())).toEqual({
      payments: [saleCheckMessages.paymentsAboveTotal],
    });
    expect(saleErrors(sale({ payments: [payment(299)] }), refs())).toEqual({
      payments: [saleCheckMessages.paymentsBelowTotal],
    });
    expect(saleErrors(sale({ payments: [payment(100)], status: 'Aguardando Finalizar' }), refs())).toEqual(
      {},
    );
    expect(saleErrors(sale({ payments: [payment(100), payment(200)] }), refs())).toEqual({});
  });
});
