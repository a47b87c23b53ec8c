import type { Client } from '../client/client.schema.ts';
import type { Check } from '../financial/check.schema.ts';
import type { FinancialTitle } from '../financial/financial-title.schema.ts';
import type { Driver } from '../measurement/driver.schema.ts';
import type { Measurement } from '../measurement/measurement.schema.ts';
import type { ConditionPayment } from '../payment/condition-payment.schema.ts';
import type { FormPayment } from '../payment/form-payment.schema.ts';
import type { PriceList } from '../price-list/price-list.schema.ts';
import type { Product } from '../product/product.schema.ts';
import type { Appointment } from '../production/appointment.schema.ts';
import type { Machine } from '../production/machine.schema.ts';
import type { Operator } from '../production/operator.schema.ts';
import type { ProductionOrder } from '../production/production-order.schema.ts';
import type { Situation } from '../production/situation.schema.ts';
import { type Promotion, promotionSchema } from '../promotions/promotion.schema.ts';
import type { NewItem } from '../sale/cart.ts';
import type { Sale, SaleItem } from '../sale/sale.schema.ts';
import type { DayVisit } from '../visit/visit-day.ts';

/** Builders of valid entities for tests: override only what the test is about. */
let sequence = 0;
export function testUuid(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${sequence.toString(16).padStart(12, '0')}`;
}

export function makeClient(overrides: Partial<Client> = {}): Client {
  return {
    uuid: testUuid(),
    id: 1,
    company_id: 1,
    name: 'Padaria Pão Quente Ltda',
    fantasy_name: 'Pão Quente',
    document: '11222333000181',
    state_registration: null,
    email: null,
    phone: null,
    mobile: null,
    contact_name: null,
    channel_code_erp: null,
    notes: null,
    code_erp: 'C001',
    code_erp_seller: 'V01',
    inative: 0,
    status: 'Aprovado',
    reproved_at: null,
    credit_limit: null,
    credit_blocked: false,
    credit_blocked_reason: null,
    visiting_day: 'Segunda',
    last_visit: null,
    delivery_addresses: [],
    cep: '01310100',
    street: 'Avenida Paulista',
    number: '1000',
    complement: null,
    district: 'Bela Vista',
    city_iso: '3550308',
    state: 'SP',
    lat: '-23.56140000',
    long: '-46.65590000',
    ...overrides,
  };
}

export function makeItem(overrides: Partial<NewItem> = {}): NewItem {
  return {
    uuid: testUuid(),
    product_uuid: testUuid(),
    code_erp_product: 'P001',
    description: 'Pão Francês',
    unit: 'UN',
    quantity: 1,
    unit_price: 10_000,
    discount: 0,
    price_list_uuid: null,
    ...overrides,
  };
}

export function makeCondition(overrides: Partial<ConditionPayment> = {}): ConditionPayment {
  return {
    uuid: testUuid(),
    id: 1,
    code_erp: '030',
    description: '30 dias',
    company_id: 1,
    inative: 0,
    parcels: 1,
    type: 1,
    itens: [{ parcel: 1, days: 30 }],
    min_order_value: null,
    ...overrides,
  };
}

export function makeFormPayment(overrides: Partial<FormPayment> = {}): FormPayment {
  return {
    uuid: testUuid(),
    id: 1,
    description: 'Boleto bancário',
    code_erp: 'BOL',
    company_id: 1,
    inative: 0,
    hierarchies: [],
    max_parcels: null,
    max_days: null,
    only_type_1: false,
    ...overrides,
  };
}

export function makePriceList(overrides: Partial<PriceList> = {}): PriceList {
  return {
    uuid: testUuid(),
    description: 'Tabela Varejo',
    code_erp: 'T01',
    code_erp_product: 'P001',
    price: 12_345,
    vigence_date: '2026-12-31',
    company_id: 1,
    inative: 0,
    ...overrides,
  };
}

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    uuid: testUuid(),
    id: 1,
    company_id: 1,
    description: 'Pão Francês 50g',
    code_erp: 'P001',
    unit: 'UN',
    quantity_decimals: null,
    price: 9_000,
    min_price: null,
    category: '01',
    barcode: '7891234567895',
    inative: 0,
    ...overrides,
  };
}

export function makeSaleItem(overrides: Partial<SaleItem> = {}): SaleItem {
  return { ...makeItem(), id: 1, ...overrides };
}

/** A sale of client 1's, processed, with one item, as the server keeps it. */
export function makeSale(overrides: Partial<Sale> = {}): Sale {
  return {
    uuid: testUuid(),
    company_id: 1,
    seller_id: 7,
    client_uuid: '00000000-0000-4000-8000-00000000c001',
    client: {
      uuid: '00000000-0000-4000-8000-00000000c001',
      name: 'Padaria Pão Quente Ltda',
      code_erp: 'C001',
    },
    status: 'Processado',
    items: [makeSaleItem()],
    payments: [],
    created_at: '2026-11-20T10:00:00.000-03:00',
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
  };
}

export const FORM = { id: 1, description: 'Boleto', code_erp: 'BOL' } as const;
export const CONDITION = { id: 2, description: '30/60', code_erp: '3060' } as const;

export function makeFinancialTitle(overrides: Partial<FinancialTitle> = {}): FinancialTitle {
  return {
    uuid: testUuid(),
    company_id: 1,
    code_erp: `T${sequence}`,
    code_erp_client: 'C001',
    document_number: 'NF-1001',
    installment: '1/2',
    issue_date: '2026-10-31',
    due_date: '2026-11-30',
    amount: 10_000,
    amount_paid: 0,
    payment_date: null,
    form_payment_description: 'Boleto',
    status: 'Aberto',
    ...overrides,
  };
}

export function makeCheck(overrides: Partial<Check> = {}): Check {
  return {
    uuid: testUuid(),
    company_id: 1,
    code_erp: `CH${sequence}`,
    code_erp_client: 'C001',
    bank: '001',
    agency: '1234',
    account: '56789-0',
    number: '000123',
    issuer_name: 'Padaria Pão Quente Ltda',
    amount: 25_000,
    issue_date: '2026-11-01',
    good_for: '2026-12-05',
    status: 'Em carteira',
    return_reason: null,
    ...overrides,
  };
}

export function makeProductionOrder(overrides: Partial<ProductionOrder> = {}): ProductionOrder {
  return {
    id: 1,
    company_id: 1,
    num_op: '7001',
    code_erp_product: 'P001',
    description: 'Pão Francês 50 g',
    unit: 'UN',
    quantity_planned: 300,
    quantity_produced: 0,
    quantity_scrap: 0,
    status: 'Planejada',
    start_date: '2026-11-22',
    due_date: '2026-11-23',
    ...overrides,
  };
}

export function makeMachine(overrides: Partial<Machine> = {}): Machine {
  return {
    id: 1,
    company_id: 1,
    code_erp: 'MQ01',
    description: 'Masseira espiral 50 kg',
    inative: 0,
    ...overrides,
  };
}

export function makeOperator(overrides: Partial<Operator> = {}): Operator {
  return { id: 1, company_id: 1, code_erp: 'OP01', name: 'Antônio Ferreira', inative: 0, ...overrides };
}

export function makeSituation(overrides: Partial<Situation> = {}): Situation {
  return {
    id: 1,
    company_id: 1,
    code_erp: 'ST01',
    description: 'Produzindo',
    kind: 'Produtiva',
    inative: 0,
    ...overrides,
  };
}

/** An open appointment of OP 7001 on machine 1 by operator 1, started 22/11/2026 08:00 in São Paulo. */
export function makeAppointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    uuid: testUuid(),
    company_id: 1,
    num_op: '7001',
    machine_id: 1,
    operator_id: 1,
    situation_id: 1,
    started_at: '2026-11-22T11:00:00.000Z',
    finished_at: null,
    quantity: 0,
    quantity_scrap: 0,
    scrap_reason_id: null,
    pauses: [],
    notes: null,
    ...overrides,
  };
}

/** An active driver of company 1. */
export function makeDriver(overrides: Partial<Driver> = {}): Driver {
  return { id: 1, company_id: 1, code_erp: 'MOT01', name: 'Roberto Alves', inative: 0, ...overrides };
}

/** Seller 1's load of 12 units of volume 1 of clay, carried by driver 1 in ABC1D23 on 22/11/2026. */
export function makeMeasurement(overrides: Partial<Measurement> = {}): Measurement {
  return {
    uuid: testUuid(),
    company_id: 1,
    seller_id: 1,
    date: '2026-11-22',
    driver_id: 1,
    plate: 'ABC1D23',
    material: 'Argila',
    volume_id: 1,
    quantity: 12,
    notes: null,
    ...overrides,
  };
}

/**
 * A promotion through the schema, so its defaults are filled and a kind without its figures
 * throws: 10% over every product, running through November 2026, unless the test says otherwise.
 */
export function makePromotion(overrides: Partial<Promotion> = {}): Promotion {
  return promotionSchema.parse({
    uuid: testUuid(),
    company_id: 1,
    code_erp: null,
    name: 'Promoção',
    starts_on: '2026-11-01',
    ends_on: '2026-11-30',
    kind: 'percent',
    // Only a percentage promotion holds a percentage, as the manager's form sends it.
    ...((overrides.kind ?? 'percent') === 'percent' ? { percent: 10 } : {}),
    ...overrides,
  });
}

/**
 * A visit as the day's view reads it: checked in at 09:00 in São Paulo on Monday 23/11/2026, 25
 * minutes, 40 m from the client, with a sale, nothing flagged, no photo.
 */
export function makeDayVisit(overrides: Partial<DayVisit> = {}): DayVisit {
  return {
    uuid: testUuid(),
    started_at: '2026-11-23T12:00:00.000Z',
    ended_at: '2026-11-23T12:25:00.000Z',
    minutes: 25,
    distance_m: 40,
    flags: [],
    radius_reason: null,
    outcome: 'sale',
    reason: null,
    lat: -23.5501,
    long: -46.6333,
    photos: [],
    ...overrides,
  };
}
export { seededRandom } from './seeded-random.ts';
