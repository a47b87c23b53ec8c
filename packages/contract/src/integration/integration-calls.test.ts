import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { apiCalls } from '../api-calls.ts';
import { buildOpenApiDocument } from '../openapi.ts';
import { sellerBulkRows } from './access.calls.ts';
import { conditionPaymentBulkRows, productBulkRows } from './catalogue.calls.ts';
import { INTEGRATION_BASE, integration, integrationCalls } from './index.ts';
import { productionOrderBulkRows } from './production.calls.ts';

const bulkPaths = [
  'clients/bulk',
  'products/bulk',
  'price-lists/bulk',
  'form-payments/bulk',
  'condition-payments/bulk',
  'channels/bulk',
  'finalities/bulk',
  'teams/bulk',
  'volumes/bulk',
  'desc-parameters/bulk',
  'product-stocks/bulk',
  'promotions/bulk',
  'profiles/bulk',
  'sellers/bulk',
  'financial-titles/bulk',
  'checks/bulk',
  'production-orders/bulk',
  'machines/bulk',
  'operators/bulk',
  'situations/bulk',
  'drivers/bulk',
  'payable-titles/bulk',
  'purchases/bulk',
  'dre-lines/bulk',
  'seller-goals/bulk',
];

describe('the ERP integration calls', () => {
  it('declares one bulk upsert per entity, the pending sales and clients, the status and delivery moves, the client link, the finished appointments, the measurements and the bakery deliveries', () => {
    const declared = integrationCalls.map((call) => `${call.method} ${call.path}`).sort();
    expect(declared).toEqual(
      [
        ...bulkPaths.map((path) => `POST ${path}`),
        'GET sales/pending',
        'PUT sales/{uuid}/status',
        'PUT sales/{uuid}/delivery',
        'GET clients/pending',
        'POST clients/link',
        'GET appointments/closed',
        'GET measurements/changed',
        'GET bakery/deliveries/changed',
        'PUT charts/{hash}',
        'DELETE charts/{hash}',
      ].sort(),
    );
  });

  it('authenticates every call by the integration key and names each uniquely under integration.', () => {
    for (const call of integrationCalls) {
      expect(call.auth, call.name).toEqual({ kind: 'integration' });
      expect(call.name).toMatch(/^integration\.\w+\.\w+$/);
      expect(call.tag).toBe('Integração ERP');
    }
    const names = integrationCalls.map((call) => call.name);
    expect(new Set(names).size).toBe(names.length);
    const apiNames = new Set(apiCalls.map((call) => call.name));
    expect(names.filter((name) => apiNames.has(name))).toEqual([]);
  });

  it('lists every call of the areas in the flat list', () => {
    const byArea = Object.values(integration).flatMap((area) => Object.values(area));
    expect(byArea).toEqual([...integrationCalls]);
  });

  it('generates a valid OpenAPI 3.1 document under /integration/v1/ that shows the row schemas', async () => {
    const document = buildOpenApiDocument(integrationCalls, { base: INTEGRATION_BASE });
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(JSON.stringify(document)));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    interface Operation {
      security: unknown[];
      requestBody: {
        content: Record<string, { schema: { properties: { rows: { items: Record<string, unknown> } } } }>;
      };
    }
    const products = (document.paths['/integration/v1/products/bulk'] as { post: Operation }).post;
    expect(products.security).toEqual([{ integrationKey: [] }]);
    const items = products.requestBody.content['application/json']?.schema.properties.rows.items as {
      properties: Record<string, unknown>;
      description: string;
    };
    expect(items.properties.code_erp).toMatchObject({ type: 'string', minLength: 1 });
    expect(items.properties.deleted).toEqual({ type: 'boolean' });
    expect(items.description).toContain('Chave: code_erp');
  });

  it('shows the ERP the bakery deliveries with the short delivery’s reason and note', () => {
    const document = buildOpenApiDocument(integrationCalls, { base: INTEGRATION_BASE });
    const operation = (document.paths['/integration/v1/bakery/deliveries/changed'] as Record<string, unknown>)
      .get as { responses: Record<string, { content: Record<string, { schema: unknown }> }> };
    const text = JSON.stringify(operation.responses['200']?.content['application/json']?.schema);
    expect(text).toContain('"short_reason"');
    expect(text).toContain('"faltou","avariado","recusado","outro"');
    expect(text).toContain('"short_note"');
    expect(text).toContain('"sale_item_uuid"');
  });
});

describe('bulk rows', () => {
  const product = {
    description: 'Pão Francês',
    code_erp: 'P1',
    unit: 'KG',
    price: 149_900,
    category: '01',
    barcode: null,
    inative: 0,
  };

  it('accepts the entity without server-owned fields, with an optional deleted flag', () => {
    expect(productBulkRows.row.parse(product)).toEqual(product);
    expect(productBulkRows.row.parse({ ...product, deleted: false }).deleted).toBe(false);
    expect(productBulkRows.key).toEqual(['code_erp']);
  });

  it('refuses an empty key and answers in pt-BR', () => {
    const result = productBulkRows.row.safeParse({ ...product, code_erp: ' ', price: 1.5 });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toEqual(['code_erp: Campo obrigatório', 'price: Informe um número inteiro']);
  });

  it('declares and keeps the stored column’s range, so a row past it is refused alone (issue 23 §1)', () => {
    const condition = { code_erp: '30', description: '30 dias', inative: 0, parcels: 1, itens: [] };
    expect(conditionPaymentBulkRows.row.safeParse({ ...condition, type: 2_147_483_647 }).success).toBe(true);
    expect(
      conditionPaymentBulkRows.row.safeParse({ ...condition, type: 2_147_483_648 }).error?.issues[0]?.message,
    ).toBe('O valor deve ser no máximo 2147483647');
    const order = {
      num_op: '7001',
      code_erp_product: 'P1',
      description: 'Pão',
      unit: 'KG',
      quantity_planned: 2_147_483_648,
      status: 'Planejada',
      start_date: null,
      due_date: null,
    };
    expect(productionOrderBulkRows.row.safeParse(order).error?.issues[0]?.message).toBe(
      'A quantidade deve ser no máximo 1.000.000',
    );
    const document = buildOpenApiDocument(integrationCalls, { base: INTEGRATION_BASE });
    const rowOf = (path: string) =>
      (
        (document.paths[`/integration/v1/${path}`] as Record<string, unknown>).post as {
          requestBody: {
            content: { 'application/json': { schema: { properties: { rows: { items: unknown } } } } };
          };
        }
      ).requestBody.content['application/json'].schema.properties.rows.items as {
        properties: Record<string, { minimum?: number; maximum?: number }>;
      };
    expect(rowOf('condition-payments/bulk').properties.type).toMatchObject({
      minimum: 0,
      maximum: 2_147_483_647,
    });
    expect(rowOf('production-orders/bulk').properties.quantity_planned).toMatchObject({
      minimum: 0,
      maximum: 1_000_000,
    });
  });

  it('deletes by key alone', () => {
    expect(productBulkRows.tombstone.parse({ code_erp: 'P1', deleted: true })).toEqual({
      code_erp: 'P1',
      deleted: true,
    });
    expect(productBulkRows.tombstone.safeParse({ code_erp: 'P1', deleted: false }).success).toBe(false);
  });

  it('takes a seller profile by ERP code and never a token', () => {
    const seller = sellerBulkRows.row.parse({
      name: 'Ana Souza',
      email: null,
      code_erp: 'V01',
      profile_code_erp: 'VEND',
      token: 'segredo',
    });
    expect(seller).toEqual({
      name: 'Ana Souza',
      email: null,
      code_erp: 'V01',
      profile_code_erp: 'VEND',
      team_code_erp: null,
      inative: 0,
    });
  });
});
