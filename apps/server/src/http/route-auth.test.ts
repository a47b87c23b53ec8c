import { apiCalls } from '@rota/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

describe('route table', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('pglite');
  });
  afterAll(() => app.close());

  it('gives every /api and /integration route a contract call with an auth kind', () => {
    const guarded = app.app.routeTable.filter((route) => /^\/(api|integration)\//.test(route.url));
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      expect(['public', 'session', 'area', 'integration'], `${route.method} ${route.url}`).toContain(
        route.call?.auth.kind,
      );
    }
  });

  it('serves each call of the contract at most once', () => {
    // Fastify adds a HEAD route beside each GET; count the calls once.
    const names = app.app.routeTable.flatMap((route) =>
      route.call && route.method !== 'HEAD' ? [route.call.name] : [],
    );
    expect(new Set(names).size).toBe(names.length);
    const declared = new Set(apiCalls.map((call) => call.name));
    for (const name of names.filter((n) => !n.startsWith('integration.')))
      expect(declared.has(name), name).toBe(true);
  });

  it('serves the lookups to any session and the new client calls with their permission or the key', () => {
    const authOf = (method: string, url: string) =>
      app.app.routeTable.find((route) => route.method === method && route.url === url)?.call?.auth;
    expect(authOf('GET', '/api/lookups/cep/:cep')).toEqual({ kind: 'session' });
    expect(authOf('GET', '/api/lookups/cnpj/:cnpj')).toEqual({ kind: 'session' });
    const editAddress = { kind: 'session', permission: 'canEditClient' };
    expect(authOf('PUT', '/api/clients/:client_id/delivery-address/:uuid')).toEqual(editAddress);
    expect(authOf('DELETE', '/api/clients/:client_id/delivery-address/:uuid')).toEqual(editAddress);
    expect(authOf('GET', '/integration/v1/clients/pending')).toEqual({ kind: 'integration' });
    expect(authOf('POST', '/integration/v1/clients/link')).toEqual({ kind: 'integration' });
  });
});
