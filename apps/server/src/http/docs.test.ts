import type { AddressInfo } from 'node:net';
import { apiCalls, buildOpenApiDocument, INTEGRATION_BASE, integrationCalls } from '@rota/contract';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { buildServerOpenApiDocument } from './docs.ts';

interface Served {
  openapi: string;
  info: { version: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, { operationId: string }>>;
  components: { securitySchemes: Record<string, unknown> };
}

describe('OpenAPI document and Swagger UI at /docs', () => {
  let app: FastifyInstance;
  let baseUrl: string;

  beforeAll(async () => {
    app = await buildApp({ version: '4.5.6', webDistDir: null });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(() => app.close());

  async function served(): Promise<Served> {
    const response = await fetch(`${baseUrl}/docs/json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    return (await response.json()) as Served;
  }

  it('serves at /docs/json the §7 and integration documents generated from the contract, merged', async () => {
    const document = await served();
    const api = buildOpenApiDocument(apiCalls, { version: '4.5.6' });
    const integration = buildOpenApiDocument(integrationCalls, { version: '4.5.6', base: INTEGRATION_BASE });
    expect(document).toEqual(JSON.parse(JSON.stringify(buildServerOpenApiDocument('4.5.6'))));
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe('4.5.6');
    expect(document.paths).toEqual(JSON.parse(JSON.stringify({ ...api.paths, ...integration.paths })));
    expect(document.components.securitySchemes).toEqual({
      ...api.components.securitySchemes,
      ...integration.components.securitySchemes,
    });
    const tagNames = document.tags.map((tag) => tag.name);
    expect(new Set(tagNames).size).toBe(tagNames.length);
    expect(new Set(tagNames)).toEqual(new Set([...apiCalls, ...integrationCalls].map((call) => call.tag)));
  });

  it('has one operation per contract call, at its path under /api/ or /integration/v1/', async () => {
    const document = await served();
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(
        ([method, operation]) => `${operation.operationId} ${method.toUpperCase()} ${path}`,
      ),
    );
    const expected = [
      ...apiCalls.map((call) => `${call.name} ${call.method} /api/${call.path}`),
      ...integrationCalls.map((call) => `${call.name} ${call.method} ${INTEGRATION_BASE}${call.path}`),
    ];
    expect(operations.sort()).toEqual(expected.sort());
    expect(operations).toContain('devices.usedToken PUT /api/devices/used-token');
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate((await served()) as unknown as Record<string, unknown>);
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
