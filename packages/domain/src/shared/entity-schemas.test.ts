import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import './pt-br-error-map.ts';
import { loggedUserSchema } from '../access/logged-user.schema.ts';
import { profileSchema } from '../access/profile.schema.ts';
import { sellerSchema } from '../access/seller.schema.ts';
import {
  bakeryCategoryTotalSchema,
  bakeryDriverSchema,
  bakeryItemSchema,
} from '../bakery/bakery-item.schema.ts';
import { channelSchema } from '../catalogue/channel.schema.ts';
import { descParameterSchema } from '../catalogue/desc-parameter.schema.ts';
import { finalitySchema } from '../catalogue/finality.schema.ts';
import { teamSchema } from '../catalogue/team.schema.ts';
import { volumeSchema } from '../catalogue/volume.schema.ts';
import { chartDataSchema } from '../chart/chart-data.schema.ts';
import { clientSchema } from '../client/client.schema.ts';
import { deliveryAddressSchema } from '../client/delivery-address.schema.ts';
import { companySchema } from '../company/company.schema.ts';
import { companyConfigSchema } from '../company/company-config.schema.ts';
import { deviceSchema, registeredDeviceSchema } from '../device/device.schema.ts';
import { checkSchema } from '../financial/check.schema.ts';
import { financialTitleSchema } from '../financial/financial-title.schema.ts';
import { driverSchema } from '../measurement/driver.schema.ts';
import { measurementSchema } from '../measurement/measurement.schema.ts';
import { notificationSchema } from '../notification/notification.schema.ts';
import { conditionPaymentSchema } from '../payment/condition-payment.schema.ts';
import { formPaymentSchema } from '../payment/form-payment.schema.ts';
import { priceListSchema } from '../price-list/price-list.schema.ts';
import { productSchema } from '../product/product.schema.ts';
import { appointmentSchema } from '../production/appointment.schema.ts';
import { machineSchema } from '../production/machine.schema.ts';
import { operatorSchema } from '../production/operator.schema.ts';
import { productionOrderSchema } from '../production/production-order.schema.ts';
import { situationSchema } from '../production/situation.schema.ts';
import { newCart } from '../sale/cart.ts';
import { saleSchema } from '../sale/sale.schema.ts';
import { salesReportSchema } from '../sale/sales-report.schema.ts';
import { makeClient, makeCondition, makePriceList } from '../testing/fixtures.ts';
import { ptBRErrorMap } from './pt-br-error-map.ts';

const uuid = '6f1c2b7e-3d4a-4e5f-9a8b-1c2d3e4f5a6b';
const day = '2026-11-22';
const instant = '2026-11-22T10:00:00-03:00';

/** One valid sample per entity; the test below breaks each in the ways a bad client would. */
const samples: [string, z.ZodType, Record<string, unknown>][] = [
  [
    'Company',
    companySchema,
    { id: 1, name: 'Panificadora Aurora Ltda', cnpj: '12ABC34501DE35', trade_name: 'Aurora' },
  ],
  ['CompanyConfig', companyConfigSchema, { id: 1, company_id: 1 }],
  ['Device', deviceSchema, { token: 'abc123', deviceId: 'd3v1c3-0001' }],
  [
    'RegisteredDevice',
    registeredDeviceSchema,
    {
      id: 1,
      deviceId: 'd3v1c3-0001',
      seller_id: 1,
      company_id: 1,
      last_login_at: instant,
      last_sync_at: null,
    },
  ],
  ['Client', clientSchema, makeClient()],
  [
    'DeliveryAddress',
    deliveryAddressSchema,
    {
      uuid,
      client_id: uuid,
      company_id: 1,
      description: 'Depósito',
      sinchronized: 0,
      cep: '01310100',
      street: 'Rua A',
      number: '10',
      complement: null,
      district: 'Centro',
      city_iso: '3550308',
      state: 'SP',
      lat: null,
      long: null,
    },
  ],
  [
    'Product',
    productSchema,
    {
      uuid,
      id: 1,
      company_id: 1,
      description: 'Pão Francês',
      code_erp: 'P1',
      unit: 'KG',
      price: 149_900,
      category: '01',
      barcode: null,
      inative: 0,
    },
  ],
  [
    'FormPayment',
    formPaymentSchema,
    {
      uuid,
      id: 1,
      description: 'Boleto',
      code_erp: 'BOL',
      company_id: 1,
      inative: 0,
      hierarchies: [{ description: 'Boleto 28', code_erp: 'B28' }],
    },
  ],
  ['ConditionPayment', conditionPaymentSchema, makeCondition()],
  ['Sale', saleSchema, newCart({ uuid, company_id: 1, seller_id: 1, now: instant })],
  [
    'FinancialTitle',
    financialTitleSchema,
    {
      uuid,
      company_id: 1,
      code_erp: 'T1',
      code_erp_client: 'C1',
      document_number: 'NF 1234',
      installment: '1/3',
      issue_date: day,
      due_date: day,
      amount: 10_000,
      amount_paid: 0,
      payment_date: null,
      form_payment_description: 'Boleto',
      status: 'Aberto',
    },
  ],
  [
    'Check',
    checkSchema,
    {
      uuid,
      company_id: 1,
      code_erp: 'CH1',
      code_erp_client: 'C1',
      bank: '001',
      agency: '1234',
      account: '56789-0',
      number: '000123',
      issuer_name: 'Mercado Bom Preço',
      amount: 50_000,
      issue_date: day,
      good_for: day,
      status: 'Em carteira',
      return_reason: null,
    },
  ],
  ['PriceList', priceListSchema, makePriceList()],
  ['Channel', channelSchema, { uuid, description: 'Varejo', code_erp: 'VAR', company_id: 1, inative: 0 }],
  [
    'Profile',
    profileSchema,
    { id: 1, company_id: 1, description: 'Vendedor', permissions: [{ name: 'canViewClient' }] },
  ],
  ['LoggedUser', loggedUserSchema, { id: 1, name: 'Ana Souza', email: 'ana@aurora.com.br', code_erp: 'V01' }],
  [
    'Seller',
    sellerSchema,
    { id: 1, company_id: 1, name: 'Ana Souza', email: null, code_erp: 'V01', profile_id: 1, team_uuid: null },
  ],
  [
    'Finality',
    finalitySchema,
    { uuid, id: 1, description: 'Venda', code_erp: 'VD', company_id: 1, status: 1 },
  ],
  ['Team', teamSchema, { uuid, name: 'Equipe Sul', company_id: 1, inative: 0 }],
  ['DescParameter', descParameterSchema, { id: 1, field: 'code_erp', company_id: 1 }],
  ['Volume', volumeSchema, { id: 1, field: 'Caixa', company_id: 1, inative: 0 }],
  ['Driver', driverSchema, { id: 1, company_id: 1, code_erp: 'MOT01', name: 'Roberto Alves', inative: 0 }],
  [
    'Measurement',
    measurementSchema,
    {
      uuid,
      company_id: 1,
      seller_id: 1,
      date: '2026-11-22',
      driver_id: 1,
      plate: 'ABC1D23',
      material: 'Argila',
      volume_id: 1,
      quantity: 12,
      notes: null,
    },
  ],
  [
    'Notification',
    notificationSchema,
    {
      id: 1,
      company_id: 1,
      seller_id: 1,
      kind: 'sale_status',
      title: 'Venda processada',
      body: '',
      sale_uuid: uuid,
      created_at: instant,
      read_at: null,
    },
  ],
  [
    'ProductionOrder',
    productionOrderSchema,
    {
      id: 1,
      company_id: 1,
      num_op: '1001',
      code_erp_product: 'P1',
      description: 'Pão',
      unit: 'UN',
      quantity_planned: 100,
      quantity_produced: 0,
      quantity_scrap: 0,
      status: 'Planejada',
      start_date: null,
      due_date: day,
    },
  ],
  ['Machine', machineSchema, { id: 1, company_id: 1, code_erp: 'M1', description: 'Forno 1', inative: 0 }],
  ['Operator', operatorSchema, { id: 1, company_id: 1, code_erp: 'O1', name: 'João', inative: 0 }],
  [
    'Situation',
    situationSchema,
    { id: 1, company_id: 1, code_erp: 'S1', description: 'Produzindo', kind: 'Produtiva', inative: 0 },
  ],
  [
    'Appointment',
    appointmentSchema,
    {
      uuid,
      company_id: 1,
      num_op: '1001',
      machine_id: 1,
      operator_id: 1,
      situation_id: 1,
      started_at: instant,
      finished_at: null,
      quantity: 10,
      quantity_scrap: 0,
      scrap_reason_id: null,
      pauses: [],
      notes: null,
    },
  ],
  [
    'BakeryItem',
    bakeryItemSchema,
    {
      id: 1,
      company_id: 1,
      sale_uuid: uuid,
      delivery_date: day,
      client_name: 'Mercado Bom Preço',
      code_erp_client: 'C1',
      code_erp_product: 'P1',
      description: 'Pão Francês',
      category: '01',
      unit: 'KG',
      quantity: 12,
      driver_name: 'Carlos',
      delivery_order: 3,
      produced: 12,
      separated: 0,
      delivered: 0,
      production_at: instant,
      production_by: 'Diego',
      separation_at: null,
      separation_by: null,
      delivery_at: null,
      delivery_by: null,
      received_by: null,
    },
  ],
  ['BakeryCategoryTotal', bakeryCategoryTotalSchema, { category: '02', name: 'Café', quantity: 10, done: 4 }],
  ['BakeryDriver', bakeryDriverSchema, { id: 1, name: 'Carlos' }],
  [
    'ChartData',
    chartDataSchema,
    {
      title: 'Vendas por dia',
      unit: 'cents',
      labels: ['01/11'],
      series: [{ name: 'Total', values: [1000] }],
    },
  ],
  [
    'SalesReport',
    salesReportSchema,
    {
      from: day,
      to: day,
      by_status: [{ status: 'Aberto', count: 1, total: 100 }],
      by_day: [{ date: day, count: 1, total: 100 }],
      count: 1,
      total: 100,
    },
  ],
];

const messagesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe.each(samples)('%s schema', (_name, schema, sample) => {
  it('accepts a valid record', () => {
    expect(schema.safeParse(sample).success).toBe(true);
  });

  it('says "Campo obrigatório" for every missing required field', () => {
    for (const key of Object.keys(sample)) {
      const { [key]: _removed, ...rest } = sample;
      const result = schema.safeParse(rest);
      if (result.success) continue; // a field with a default
      expect(result.error.issues.map((issue) => issue.message)).toContain('Campo obrigatório');
    }
  });

  it('answers every malformed field in pt-BR, never in English', () => {
    for (const key of Object.keys(sample)) {
      for (const bad of [{ nested: true }, -1.5, 'x'.repeat(3000)]) {
        for (const message of messagesOf(schema, { ...sample, [key]: bad })) {
          expect(message).not.toMatch(/invalid|expected|received|must|Invalid input/i);
        }
      }
    }
  });
});

describe('pt-BR field messages', () => {
  it('uses the specific wording of each document and format', () => {
    expect(messagesOf(companySchema, { ...samples[0]?.[2], cnpj: '11222333000180' })).toEqual([
      'CNPJ inválido',
    ]);
    expect(messagesOf(clientSchema, makeClient({ document: '52998224724' }))).toEqual(['CPF inválido']);
    expect(messagesOf(clientSchema, makeClient({ cep: '123' }))).toEqual(['CEP inválido']);
    expect(messagesOf(clientSchema, makeClient({ email: 'ana@' }))).toEqual(['E-mail inválido']);
    expect(messagesOf(clientSchema, makeClient({ uuid: 'x' }))).toEqual(['Identificador inválido']);
    expect(messagesOf(clientSchema, makeClient({ name: '' }))).toEqual(['Campo obrigatório']);
    expect(messagesOf(clientSchema, makeClient({ inative: 2 as never }))).toEqual([
      'Use 0 (ativo) ou 1 (inativo)',
    ]);
    expect(messagesOf(clientSchema, makeClient({ status: 'Talvez' as never }))).toEqual([
      'Use um destes valores: Pendente, Aprovado, Reprovado',
    ]);
    expect(messagesOf(clientSchema, makeClient({ last_visit: '31/12/2026' }))).toEqual(['Data inválida']);
  });

  it('speaks of numbers and limits in pt-BR', () => {
    const product = samples.find(([name]) => name === 'Product')?.[2] ?? {};
    expect(messagesOf(productSchema, { ...product, price: -1 })).toEqual(['O valor não pode ser negativo']);
    expect(messagesOf(productSchema, { ...product, price: 1.5 })).toEqual(['Informe um número inteiro']);
    expect(messagesOf(productSchema, { ...product, price: '10' })).toEqual(['Informe um número']);
    expect(messagesOf(productSchema, { ...product, description: 'x'.repeat(256) })).toEqual([
      'Máximo de 255 caracteres',
    ]);
    expect(messagesOf(productSchema, { ...product, unit: 7 })).toEqual(['Informe um texto']);
    expect(messagesOf(conditionPaymentSchema, makeCondition({ parcels: 0 }))).toEqual([
      'O valor deve ser no mínimo 1',
    ]);
    expect(messagesOf(conditionPaymentSchema, makeCondition({ parcels: 121 }))).toEqual([
      'O valor deve ser no máximo 120',
    ]);
    expect(messagesOf(conditionPaymentSchema, makeCondition({ itens: 'x' as never }))).toEqual([
      'Informe uma lista',
    ]);
  });

  it('refuses an appointment that ends before it starts', () => {
    const sample = samples.find(([name]) => name === 'Appointment')?.[2] ?? {};
    expect(messagesOf(appointmentSchema, { ...sample, finished_at: '2026-11-22T09:00:00-03:00' })).toEqual([
      'O fim não pode ser antes do início',
    ]);
  });

  it('maps the remaining issue kinds', () => {
    const issue = (fields: Record<string, unknown>) => ptBRErrorMap({ input: 'valor', ...fields } as never);
    expect(issue({ code: 'invalid_type', expected: 'boolean', input: 1 })).toBe(
      'Informe verdadeiro ou falso',
    );
    expect(issue({ code: 'invalid_type', expected: 'object', input: 1 })).toBe('Valor inválido');
    expect(issue({ code: 'too_small', origin: 'string', minimum: 3, inclusive: true })).toBe(
      'Mínimo de 3 caracteres',
    );
    expect(issue({ code: 'too_small', origin: 'array', minimum: 1, inclusive: true })).toBe(
      'Informe ao menos 1 item',
    );
    expect(issue({ code: 'too_small', origin: 'array', minimum: 2, inclusive: true })).toBe(
      'Informe ao menos 2 itens',
    );
    expect(issue({ code: 'too_small', origin: 'number', minimum: 5, inclusive: false })).toBe(
      'O valor deve ser maior que 5',
    );
    expect(issue({ code: 'too_big', origin: 'array', maximum: 5, inclusive: true })).toBe(
      'Informe no máximo 5 itens',
    );
    expect(issue({ code: 'too_big', origin: 'number', maximum: 5, inclusive: false })).toBe(
      'O valor deve ser menor que 5',
    );
    expect(issue({ code: 'invalid_format', format: 'regex' })).toBe('Valor inválido');
    expect(issue({ code: 'unrecognized_keys', keys: ['a', 'b'] })).toBe('Campo não permitido: a, b');
    expect(issue({ code: 'not_multiple_of', divisor: 1 })).toBe('Informe um número inteiro');
    expect(issue({ code: 'custom' })).toBe('Valor inválido');
  });
});
