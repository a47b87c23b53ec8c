import { api, integration } from '@rota/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../testing/tenant.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

describe('security headers', () => {
  let app: TestApp;
  let tenant: TestTenant;
  beforeAll(async () => {
    app = await startTestApp('pglite');
    tenant = await createTenant(app);
  }, 60_000);
  afterAll(() => app.close());

  it.each(['/', '/api/clients/all', '/docs', '/docs/json', '/health'])(
    '%s carries CSP, nosniff, no framing and no referrer',
    async (path) => {
      const response = await fetch(`${app.baseUrl}${path}`);
      await response.arrayBuffer();
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      // The map's tiles (OpenStreetMap's by default): the page's images, the worker's cache.
      expect(csp).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org");
      expect(csp).toContain("connect-src 'self' https://tile.openstreetmap.org");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      // Plain HTTP: no HSTS, which would pin a localhost install to HTTPS.
      expect(response.headers.get('strict-transport-security')).toBeNull();
    },
  );

  it('sends HSTS when a trusted balancer says the request came over HTTPS', async () => {
    const response = await fetch(`${app.baseUrl}/health`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('never lets a cache keep the login answer (session token) or any API answer', async () => {
    const response = await fetch(`${app.baseUrl}/api/${api.devices.usedToken.path}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        token: tenant.accessToken,
        deviceId: 'aparelho-cache',
        company_id: tenant.company.id,
      }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const refused = await fetch(`${app.baseUrl}/api/clients/all`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  // The router decodes the path before matching (`/%61pi/` is `/api/`), so these are API answers
  // too: they used to go out without `no-store`, the login's session token included.
  it('never lets a cache keep an API answer whose path is percent-encoded', async () => {
    const login = await fetch(`${app.baseUrl}/%61pi/${api.devices.usedToken.path}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        token: tenant.accessToken,
        deviceId: 'aparelho-codificado',
        company_id: tenant.company.id,
      }),
    });
    const session = (await login.json()) as { data: { session_token: string } };
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');

    const notifications = await fetch(`${app.baseUrl}/%61pi/${api.notifications.list.path}`, {
      headers: { authorization: `Bearer ${session.data.session_token}` },
    });
    await notifications.arrayBuffer();
    expect(notifications.status).toBe(200);
    expect(notifications.headers.get('cache-control')).toBe('no-store');

    const pending = await fetch(`${app.baseUrl}/%69ntegration/v1/${integration.sales.pending.path}`, {
      headers: { authorization: `Bearer ${tenant.integrationKey}` },
    });
    await pending.arrayBuffer();
    expect(pending.status).toBe(200);
    expect(pending.headers.get('cache-control')).toBe('no-store');
  });
});
