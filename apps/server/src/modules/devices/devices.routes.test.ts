import { api, errorMessages } from '@rota/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, login, type TestTenant } from '../../testing/tenant.ts';
import { callApi, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { revokeSellerSessions, rotateSellerToken } from '../admin/admin.service.ts';
import { LOGIN_FAILURES_PER_MINUTE } from './login-throttle.ts';

describe.each(testDatabaseKinds)('devices and sessions on %s', (kind) => {
  let app: TestApp;
  let tenant: TestTenant;
  beforeAll(async () => {
    app = await startTestApp(kind);
    tenant = await createTenant(app);
  });
  afterAll(() => app.close());

  const loginBody = (overrides: Record<string, unknown> = {}) => ({
    token: tenant.accessToken,
    deviceId: 'celular-ana-01',
    company_id: tenant.company.id,
    ...overrides,
  });

  it('logs in with token + device + company and answers the session, seller, profile and company', async () => {
    const response = await callApi(app.baseUrl, api.devices.usedToken, { body: loginBody() });
    expect(response.status).toBe(200);
    const session = response.body.data;
    expect(session.session_token).toMatch(/^[\w-]{43}$/);
    expect(session.seller.id).toBe(tenant.seller.id);
    expect(session.company).toMatchObject({ id: tenant.company.id, cnpj: tenant.company.cnpj });
    expect(session.profile.permissions).toContainEqual({ name: 'canCreateClient' });
    expect(Date.parse(session.expires_at)).toBeGreaterThan(app.deps.clock().getTime());
    const devices = await callApi(app.baseUrl, api.devices.list, { token: session.session_token });
    expect(devices.body.data.map((d: { deviceId: string }) => d.deviceId)).toEqual(['celular-ana-01']);
  });

  it('answers a wrong token with 422 and errors.token = ["Token inválido!"] (§8)', async () => {
    const response = await callApi(app.baseUrl, api.devices.usedToken, {
      body: loginBody({ token: 'errado', deviceId: 'outro-aparelho' }),
    });
    expect(response).toEqual({
      status: 422,
      body: { message: 'Token inválido!', errors: { token: ['Token inválido!'] } },
    });
  });

  it('refuses the right token for another company', async () => {
    const other = await createTenant(app);
    const response = await callApi(app.baseUrl, api.devices.usedToken, {
      body: loginBody({ company_id: other.company.id, deviceId: 'aparelho-x' }),
    });
    expect(response.status).toBe(422);
  });

  it('answers malformed login bodies with 422 pt-BR field errors', async () => {
    const response = await callApi(app.baseUrl, api.devices.usedToken, {
      body: { token: '', company_id: 'abc' },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      token: ['Campo obrigatório'],
      deviceId: ['Campo obrigatório'],
      company_id: ['Informe um número'],
    });
  });

  it('answers 401 "Sessão expirada, realize o login" without, with an unknown, an expired or a revoked session', async () => {
    const expired401 = { status: 401, body: { message: errorMessages.sessionExpired } };
    expect(await callApi(app.baseUrl, api.devices.list)).toEqual(expired401);
    expect(await callApi(app.baseUrl, api.devices.list, { token: 'desconhecido' })).toEqual(expired401);

    const token = await login(app, tenant.company.id, tenant.accessToken, 'aparelho-expira');
    const now = app.deps.clock();
    app.setNow(new Date(now.getTime() + app.deps.sessionTtlMs + 1000));
    expect(await callApi(app.baseUrl, api.devices.list, { token })).toEqual(expired401);
    app.setNow(now);
    expect((await callApi(app.baseUrl, api.devices.list, { token })).status).toBe(200);

    await revokeSellerSessions(app.db, tenant.seller.id, now);
    expect(await callApi(app.baseUrl, api.devices.list, { token })).toEqual(expired401);
  });

  it('stops a rotated access token from logging in', async () => {
    const fresh = await createTenant(app);
    const newToken = await rotateSellerToken(app.db, fresh.seller.id, app.deps.clock());
    const old = await callApi(app.baseUrl, api.devices.usedToken, {
      body: { token: fresh.accessToken, deviceId: 'rotacao-antigo', company_id: fresh.company.id },
    });
    expect(old.status).toBe(422);
    expect(await login(app, fresh.company.id, newToken, 'rotacao-novo')).toMatch(/^[\w-]{43}$/);
  });

  it('records the device sync, and 404s for a device the seller never used', async () => {
    const token = await login(app, tenant.company.id, tenant.accessToken, 'tablet-loja');
    const synced = await callApi(app.baseUrl, api.devices.sync, { token, body: { deviceId: 'tablet-loja' } });
    expect(synced.status).toBe(200);
    expect(synced.body.data.last_sync_at).toBe(app.deps.clock().toISOString());
    const unknown = await callApi(app.baseUrl, api.devices.sync, {
      token,
      body: { deviceId: 'nunca-usado' },
    });
    expect(unknown.status).toBe(404);
  });

  it('throttles a device and an address after 10 failures a minute with 429, without locking out other devices', async () => {
    const victim = await createTenant(app);
    app.setNow(new Date(app.deps.clock().getTime() + 61_000)); // earlier tests' failures leave the window
    const attempt = (deviceId: string, address: string, token = 'chute') =>
      callApi(app.baseUrl, api.devices.usedToken, {
        body: { token, deviceId, company_id: victim.company.id },
        headers: { 'x-forwarded-for': address },
      });
    const addresses = Array.from({ length: LOGIN_FAILURES_PER_MINUTE }, (_, i) => `10.0.1.${i + 1}`);
    for (const address of addresses) expect((await attempt('aparelho-ruim', address)).status).toBe(422);
    const blocked = await attempt('aparelho-ruim', '10.0.2.1', victim.accessToken);
    expect(blocked).toEqual({ status: 429, body: { message: errorMessages.tooManyRequests } });
    expect((await attempt('aparelho-bom-1', '10.0.2.2', victim.accessToken)).status).toBe(200);

    for (let i = 0; i < LOGIN_FAILURES_PER_MINUTE; i++)
      expect((await attempt(`aparelho-${i}-x`, '10.0.3.1')).status).toBe(422);
    expect((await attempt('aparelho-bom-2', '10.0.3.1', victim.accessToken)).status).toBe(429);
    expect((await attempt('aparelho-bom-3', '10.0.3.2', victim.accessToken)).status).toBe(200);

    app.setNow(new Date(app.deps.clock().getTime() + 61_000));
    expect((await attempt('aparelho-ruim', '10.0.1.1', victim.accessToken)).status).toBe(200);
  });
});
