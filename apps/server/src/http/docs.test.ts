import { apiCalls, buildOpenApiDocument, INTEGRATION_BASE, integrationCalls } from '@rota/contract';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { buildServerOpenApiDocument } from './docs.ts';

interface Served {
  openapi: string;
  info: { version: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, { operationId: string }>>;
  components: { securitySchemes: Record<string, unknown> };
}

describe('OpenAPI document and Swagger UI at /docs', () => {
  let app: TestApp;
  let baseUrl: string;
  /** The contract calls this server has a route for. */
  let served: Set<string>;

  beforeAll(async () => {
    app = await startTestApp('pglite');
    baseUrl = app.baseUrl;
    served = new Set(app.app.routeTable.flatMap((route) => (route.call ? [route.call.name] : [])));
  }, 60_000);
  afterAll(() => app.close());

  async function servedDocument(): Promise<Served> {
    const response = await fetch(`${baseUrl}/docs/json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    return (await response.json()) as Served;
  }

  it('serves at /docs/json the §7 and integration documents generated from the contract, merged', async () => {
    const document = await servedDocument();
    const isServed = (call: { name: string }) => served.has(call.name);
    const api = buildOpenApiDocument(apiCalls.filter(isServed), { version: 'test' });
    const integration = buildOpenApiDocument(integrationCalls.filter(isServed), {
      version: 'test',
      base: INTEGRATION_BASE,
    });
    expect(document).toEqual(JSON.parse(JSON.stringify(buildServerOpenApiDocument('test', served))));
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe('test');
    expect(document.paths).toEqual(JSON.parse(JSON.stringify({ ...api.paths, ...integration.paths })));
    expect(document.components.securitySchemes).toEqual({
      ...api.components.securitySchemes,
      ...integration.components.securitySchemes,
    });
    const tagNames = document.tags.map((tag) => tag.name);
    expect(new Set(tagNames).size).toBe(tagNames.length);
    expect(new Set(tagNames)).toEqual(
      new Set([...apiCalls, ...integrationCalls].filter(isServed).map((call) => call.tag)),
    );
  });

  it('has one operation per call the server serves, at its path under /api/ or /integration/v1/', async () => {
    const document = await servedDocument();
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(
        ([method, operation]) => `${operation.operationId} ${method.toUpperCase()} ${path}`,
      ),
    );
    const expected = [
      ...apiCalls
        .filter((call) => served.has(call.name))
        .map((call) => `${call.name} ${call.method} /api/${call.path}`),
      ...integrationCalls
        .filter((call) => served.has(call.name))
        .map((call) => `${call.name} ${call.method} ${INTEGRATION_BASE}${call.path}`),
    ];
    expect(operations.sort()).toEqual(expected.sort());
    expect(operations).toContain('devices.usedToken PUT /api/devices/used-token');
    expect(operations).toContain('sales.create POST /api/sales');
    expect(operations).toEqual(
      expect.arrayContaining([
        'lookups.cep GET /api/lookups/cep/{cep}',
        'lookups.cnpj GET /api/lookups/cnpj/{cnpj}',
        'clients.updateDeliveryAddress PUT /api/clients/{client_id}/delivery-address/{uuid}',
        'clients.removeDeliveryAddress DELETE /api/clients/{client_id}/delivery-address/{uuid}',
        'integration.clients.pending GET /integration/v1/clients/pending',
        'integration.clients.link POST /integration/v1/clients/link',
      ]),
    );
  });

  it('serves every call of the contract (the manager charts were the last), each listed', async () => {
    const operationIds = Object.values((await servedDocument()).paths).flatMap((methods) =>
      Object.values(methods).map((operation) => operation.operationId),
    );
    expect(apiCalls.filter((call) => !served.has(call.name)).map((call) => call.name)).toEqual([]);
    expect(operationIds).toContain('charts.salesGroupSeller');
    const unauthenticated = await fetch(`${baseUrl}/api/charts/sales-group-seller`);
    expect(unauthenticated.status).toBe(401);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate((await servedDocument()) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('answers /docs with the Swagger UI page, whose scripts and styles are served locally', async () => {
    const response = await fetch(`${baseUrl}/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<div id="swagger-ui"></div>');
    expect(html).toContain('Rota — documentação da API');
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] as string);
    expect(assets).toEqual(expect.arrayContaining(['/docs/static/swagger-ui-bundle.js']));
    for (const asset of assets) {
      expect(asset, 'nada de CDN').toMatch(/^\/docs\/static\//);
      const file = await fetch(`${baseUrl}${asset}`);
      expect(file.status, asset).toBe(200);
      await file.arrayBuffer();
    }
    const initializer = await (await fetch(`${baseUrl}/docs/static/swagger-initializer.js`)).text();
    expect(initializer).toContain("resolveUrl('./json')");
    // No online validator badge: the page calls nothing outside the server.
    expect(initializer).toContain('validatorUrl: null');
  });
});
