import { randomUUID } from 'node:crypto';
import { api, errorMessages } from '@rota/contract';
import { SELLER_PERMISSIONS } from '@rota/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSeller, createTenant, login, type TestTenant } from '../../testing/tenant.ts';
import { callApi, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { revokeSellerSessions, rotateSellerToken } from '../admin/admin.service.ts';
import { LOGIN_FAILURES_PER_MINUTE, LOGIN_LIMITS } from './login-throttle.ts';

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

  describe('login throttle', () => {
    let victim: TestTenant;
    beforeAll(async () => {
      victim = await createTenant(app);
    });
    /** Each test starts in a fresh minute: earlier tests' attempts leave the window. */
    const nextMinute = () => app.setNow(new Date(app.deps.clock().getTime() + 61_000));
    const attempt = (deviceId: string, address: string, token: string = randomUUID()) =>
      callApi(app.baseUrl, api.devices.usedToken, {
        body: { token, deviceId, company_id: victim.company.id },
        headers: { 'x-forwarded-for': address },
      });
    /** The same call read raw, for its headers. */
    const rawAttempt = (deviceId: string, address: string, token: string) =>
      fetch(new URL('/api/devices/used-token', app.baseUrl), {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ token, deviceId, company_id: victim.company.id }),
      });

    it('stops a device after 10 wrong tokens a minute (429 with Retry-After), while a right token from another device behind the same address logs in', async () => {
      nextMinute();
      for (let i = 0; i < LOGIN_FAILURES_PER_MINUTE; i++)
        expect((await attempt('aparelho-ruim', '10.0.1.1')).status).toBe(422);
      const blocked = await attempt('aparelho-ruim', '10.0.1.1', victim.accessToken);
      expect(blocked).toEqual({ status: 429, body: { message: errorMessages.tooManyRequests } });
      const raw = await fetch(new URL('/api/devices/used-token', app.baseUrl), {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.0.1.1' },
        body: JSON.stringify({ token: 'chute', deviceId: 'aparelho-ruim', company_id: victim.company.id }),
      });
      expect(raw.status).toBe(429);
      expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0);
      // Same office, same public address: the colleague's device is not locked out.
      expect((await attempt('aparelho-colega', '10.0.1.1', victim.accessToken)).status).toBe(200);
      nextMinute();
      expect((await attempt('aparelho-ruim', '10.0.1.1', victim.accessToken)).status).toBe(200);
    });

    it('stops guesses of one token prefix spread over devices and addresses', async () => {
      nextMinute();
      for (let i = 0; i < LOGIN_FAILURES_PER_MINUTE; i++)
        expect((await attempt(`aparelho-p${i}`, `10.0.2.${i + 1}`, `abcdef-${i}`)).status).toBe(422);
      expect((await attempt('aparelho-p99', '10.0.2.99', 'abcdef-99')).status).toBe(429);
      expect((await attempt('aparelho-p98', '10.0.2.98', victim.accessToken)).status).toBe(200);
    });

    it('one phone guessing 40 times locks out that phone only: a colleague logs in from another device behind the same address', async () => {
      nextMinute();
      const colleague = await addSeller(app, victim, SELLER_PERMISSIONS, 'COLEGA-FORCA');
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) statuses.push((await attempt('aparelho-forca', '10.0.5.1')).status);
      expect(statuses).toEqual([
        ...Array(LOGIN_FAILURES_PER_MINUTE).fill(422),
        ...Array(40 - LOGIN_FAILURES_PER_MINUTE).fill(429),
      ]);
      expect((await attempt('aparelho-colega-forca', '10.0.5.1', colleague.accessToken)).status).toBe(200);
      // The guessing phone stays throttled, even with a right token, and is told when to retry.
      const guesser = await rawAttempt('aparelho-forca', '10.0.5.1', victim.accessToken);
      expect(guesser.status).toBe(429);
      expect(Number(guesser.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(guesser.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    });

    it(`counts the address a trusted proxy saw, not the X-Forwarded-For a client wrote: past ${LOGIN_LIMITS.address} wrong tokens a minute from many devices there, wrong tokens answer 429, a right one still logs in`, async () => {
      nextMinute();
      const spray = LOGIN_LIMITS.address + 10;
      const statuses: number[] = [];
      for (let i = 0; i < spray; i++) {
        // The client wrote the first entry; the balancer appended the address it really came from.
        const response = await attempt(`aparelho-r${i}`, `198.51.100.${i + 1}, 203.0.113.7`);
        statuses.push(response.status);
      }
      expect(statuses).toEqual([...Array(LOGIN_LIMITS.address).fill(422), ...Array(10).fill(429)]);
      const sprayed = await rawAttempt('aparelho-r-extra', '198.51.100.250, 203.0.113.7', 'chute-a-mais');
      expect(sprayed.status).toBe(429);
      expect(Number(sprayed.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await attempt('aparelho-r-colega', '203.0.113.7', victim.accessToken)).status).toBe(200);
    });

    it('checks at most 10 of 100 concurrent wrong logins from one device: counting and checking are one step', async () => {
      nextMinute();
      const responses = await Promise.all(
        Array.from({ length: 100 }, (_, i) => attempt('aparelho-paralelo', `10.0.4.${i + 1}`)),
      );
      const checked = responses.filter((response) => response.status === 422).length;
      expect(checked).toBe(LOGIN_FAILURES_PER_MINUTE);
      expect(responses.filter((response) => response.status === 429)).toHaveLength(100 - checked);
    });
  });
});
