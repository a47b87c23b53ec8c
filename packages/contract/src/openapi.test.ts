import { QUANTITY_DESCRIPTION } from '@rota/domain';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { apiCalls } from './api-calls.ts';
import { bakeryStampReusedMessage } from './calls/bakery.calls.ts';
import { INTEGRATION_BASE, integrationCalls } from './integration/index.ts';
import { buildOpenApiDocument } from './openapi.ts';

describe('OpenAPI document', () => {
  const document = buildOpenApiDocument(apiCalls, { version: '0.1.0' });
  interface Operation {
    security: unknown[];
    responses: Record<string, unknown>;
    parameters: { name: string }[];
  }
  const operation = (path: string, method: string) =>
    (document.paths[path] as Record<string, Operation> | undefined)?.[method] as Operation;

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(JSON.stringify(document)));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has one operation per call, under /api/', () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations).toHaveLength(apiCalls.length);
    expect(operations).toContain('PUT /api/devices/used-token');
    expect(operations).toContain('GET /api/clients/all');
  });

  it('describes auth, errors and sync parameters', () => {
    const clientsAll = operation('/api/clients/all', 'get');
    expect(clientsAll.security).toEqual([{ session: [] }]);
    expect(Object.keys(clientsAll.responses).sort()).toEqual(['200', '401', '422', '429', '503']);
    expect(clientsAll.parameters.map((p) => p.name)).toEqual(['since', 'limit']);
    const login = operation('/api/devices/used-token', 'put');
    expect(login.security).toEqual([]);
    expect(Object.keys(login.responses).sort()).toEqual(['200', '413', '422', '429']);
    // The lookups' quotas (per seller and per company) answer 429 with Retry-After (issue 23 §2).
    expect(Object.keys(operation('/api/lookups/cep/{cep}', 'get').responses).sort()).toEqual([
      '200',
      '401',
      '404',
      '422',
      '429',
      '503',
    ]);
    for (const path of ['/api/lookups/cep/{cep}', '/api/lookups/cnpj/{cnpj}']) {
      const tooMany = operation(path, 'get').responses['429'] as { description: string };
      expect(tooMany.description, path).toContain('Cota do minuto esgotada (do vendedor ou da empresa)');
    }
    const sale = operation('/api/sales', 'post');
    expect(Object.keys(sale.responses)).toContain('409');
    const bakery = operation('/api/bakery/production', 'get');
    expect(Object.keys(bakery.responses)).toContain('403');
    // A stamp's uuid sent again with another body: its own pt-BR 409, not the ERP's.
    for (const stage of ['production', 'separation', 'delivery']) {
      const stamp = operation(`/api/bakery/${stage}-at`, 'put');
      expect(stamp.responses['409'], stage).toMatchObject({ description: bakeryStampReusedMessage });
    }
  });

  it('declares every status these calls answer, each with the { message } body (issue 23 §1)', () => {
    const integrationDocument = buildOpenApiDocument(integrationCalls, { base: INTEGRATION_BASE });
    const messageBody = {
      type: 'object',
      properties: { message: { type: 'string' } },
      required: ['message'],
      additionalProperties: false,
    };
    const answered: [Operation, string, string][] = [
      [operation('/api/devices/sync', 'put'), '404', 'Dispositivo não encontrado'],
      [operation('/api/notifications/mark-as-read', 'put'), '404', 'Notificação não encontrada'],
      [operation('/api/bakery/production-at', 'put'), '404', 'Item da padaria não encontrado'],
      [operation('/api/bakery/separation-at', 'put'), '404', 'Item da padaria não encontrado'],
      [operation('/api/bakery/delivery-at', 'put'), '404', 'Item da padaria não encontrado'],
      [operation('/api/lookups/cep/{cep}', 'get'), '503', 'Serviço de CEP indisponível'],
      [operation('/api/lookups/cnpj/{cnpj}', 'get'), '503', 'Serviço de CNPJ indisponível'],
      [operation('/api/clients/newupdate', 'put'), '404', 'Cliente não encontrado'],
      [operation('/api/sales', 'post'), '404', 'venda que a sessão não vê'],
      [operation('/api/order-production/apoint', 'post'), '404', 'apontamento de outra empresa'],
      [operation('/api/measurements', 'post'), '404', 'medição de outra empresa'],
      [operation('/api/charts/sales-group-day', 'get'), '503', 'gravação longa'],
      [operation('/api/manager/summary', 'get'), '503', 'gravação longa'],
      [operation('/api/clients/all', 'get'), '503', 'gravação longa'],
      [
        (integrationDocument.paths['/integration/v1/sales/{uuid}/status'] as Record<string, Operation>)
          .put as Operation,
        '409',
        'de Cancelado para Cancelado',
      ],
    ];
    for (const [op, status, description] of answered) {
      const response = op.responses[status] as
        | { description: string; content: { 'application/json': { schema: unknown } } }
        | undefined;
      expect(response?.description, `${status} ${description}`).toContain(description);
      expect(response?.content['application/json'].schema).toEqual(messageBody);
    }
    // Every call is counted against a rate limit before it is read (per address, session or key).
    for (const doc of [document, integrationDocument]) {
      for (const [path, methods] of Object.entries(doc.paths)) {
        for (const [method, op] of Object.entries(methods as Record<string, Operation>)) {
          const tooMany = op.responses['429'] as { content: { 'application/json': { schema: unknown } } };
          expect(tooMany?.content['application/json'].schema, `${method} ${path}`).toEqual(messageBody);
        }
      }
    }
  });

  it('says what a quantity is on every quantity field, of the app and of the ERP (issue 22 §3)', () => {
    const undescribed: string[] = [];
    let described = 0;
    const walk = (node: unknown, at: string) => {
      if (typeof node !== 'object' || node === null) return;
      for (const [key, child] of Object.entries(node)) {
        const isQuantityField =
          at.endsWith('/properties') && /^quantity(_planned|_produced|_scrap)?$/.test(key);
        if (isQuantityField) {
          if ((child as { description?: string }).description === QUANTITY_DESCRIPTION) described += 1;
          else undescribed.push(`${at}/${key}`);
        }
        walk(child, `${at}/${key}`);
      }
    };
    walk(document, '');
    walk(buildOpenApiDocument(integrationCalls, { version: '0.1.0' }), '/integration');
    expect(undescribed).toEqual([]);
    expect(described).toBeGreaterThan(0);
    expect(QUANTITY_DESCRIPTION).toContain('até 3 casas decimais para medidas (KG, L, M…)');
  });

  it('refuses a call whose path parameters do not match its schema', () => {
    const broken = { ...apiCalls[0], path: 'companies/{other}/cnpj' } as (typeof apiCalls)[number];
    expect(() => buildOpenApiDocument([broken])).toThrow('os parâmetros do caminho não batem com o esquema');
  });
});
