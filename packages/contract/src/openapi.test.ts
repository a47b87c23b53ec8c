import { QUANTITY_DESCRIPTION } from '@rota/domain';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { apiCalls } from './api-calls.ts';
import { integrationCalls } from './integration/index.ts';
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
    expect(Object.keys(clientsAll.responses).sort()).toEqual(['200', '401', '422']);
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
    ]);
    expect(Object.keys(operation('/api/lookups/cnpj/{cnpj}', 'get').responses)).toContain('429');
    const sale = operation('/api/sales', 'post');
    expect(Object.keys(sale.responses)).toContain('409');
    const bakery = operation('/api/bakery/production', 'get');
    expect(Object.keys(bakery.responses)).toContain('403');
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
