import { api, type CallDefinition, INTEGRATION_BASE, integration } from '@rota/contract';
import { SELLER_PERMISSIONS } from '@rota/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../crypto/hash.ts';
import { companyWrite } from '../../db/company-write.ts';
import { createProfile, createSeller, revokeSellerSessions } from '../../modules/admin/admin.service.ts';
import { createTenant, login, type TestTenant } from '../../testing/tenant.ts';
import { callApi, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { SESSION_CACHE_MAX_AGE_MS } from './session-cache.ts';
import { sessionCacheOf } from './session-caches.ts';
import { SESSION_LISTENER_APPLICATION } from './session-change-listener.ts';

/**
 * How long a test waits for a notification to reach the listener: well under the cache's
 * maximum age, so an answer that changed within it came from the notification, not the age.
 */
const NOTIFIED_WITHIN_MS = 2_000;
expect(NOTIFIED_WITHIN_MS).toBeLessThan(SESSION_CACHE_MAX_AGE_MS / 2);

async function until(
  check: () => Promise<boolean> | boolean,
  timeoutMs = NOTIFIED_WITHIN_MS,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const statusOf = async (app: TestApp, call: CallDefinition, token: string) =>
  (await callApi(app.baseUrl, call, { token })).status;

/** The answer to `call` turns to `status` within the notification's time. */
const answersWithin = (app: TestApp, call: CallDefinition, token: string, status: number) =>
  until(async () => (await statusOf(app, call, token)) === status);

/** A session answered 200 once, and now held in this process's cache. */
async function cachedSession(app: TestApp, tenant: TestTenant, deviceId: string): Promise<string> {
  const token = await login(app, tenant.company.id, tenant.accessToken, deviceId);
  expect(await statusOf(app, api.devices.list, token)).toBe(200);
  expect(sessionCacheOf(app.db).get(sha256(token), app.deps.clock())).toBeDefined();
  return token;
}

/** Writes as another process or the admin CLI would: plain SQL, nothing of this process's code. */
const revokeBySql = (app: TestApp, sellerId: number) =>
  app.db.execute(sql`update sessions set revoked_at = now() where seller_id = ${sellerId}`);

describe.each(testDatabaseKinds)('the session cache on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  });
  afterAll(() => app.close());

  it('serves a session from memory, and answers 401 once a revoke by direct SQL is notified', async () => {
    const tenant = await createTenant(app);
    const token = await cachedSession(app, tenant, 'revogado-por-sql');
    await revokeBySql(app, tenant.seller.id);
    expect(await answersWithin(app, api.devices.list, token, 401)).toBe(true);
  });

  it('answers 401 once a seller made inative by direct SQL is notified', async () => {
    const tenant = await createTenant(app);
    const token = await cachedSession(app, tenant, 'vendedor-inativado');
    // Sellers are synced: a write must register as one of the company's (docs/server.md "Sync").
    await companyWrite(app.db, tenant.company.id, (tx) =>
      tx.execute(sql`update sellers set inative = 1 where id = ${tenant.seller.id}`),
    );
    expect(await answersWithin(app, api.devices.list, token, 401)).toBe(true);
  });

  it('answers 403 once a profile that lost the permission by direct SQL is notified', async () => {
    const tenant = await createTenant(app);
    const token = await cachedSession(app, tenant, 'perfil-reduzido');
    expect(await statusOf(app, api.sales.allProcessed, token)).toBe(200);
    await companyWrite(app.db, tenant.company.id, (tx) =>
      tx.execute(
        sql`update profiles set permissions = permissions - 'canViewSaleHistory' where id = ${tenant.profileId}`,
      ),
    );
    expect(await answersWithin(app, api.sales.allProcessed, token, 403)).toBe(true);
    expect(await statusOf(app, api.devices.list, token)).toBe(200);
  });
});

describe.each(testDatabaseKinds)('the session cache on %s, without the notifications', (kind) => {
  let app: TestApp;
  let tenant: TestTenant;
  beforeAll(async () => {
    app = await startTestApp(kind);
    tenant = await createTenant(app);
    // Only this process's own invalidation is left to make a change seen.
    for (const table of ['sessions', 'sellers', 'profiles'])
      await app.db.execute(sql.raw(`drop trigger ${table}_notify_session_change on ${table}`));
  });
  afterAll(() => app.close());

  it('keeps serving a session revoked elsewhere (so the other tests prove the notifications work)', async () => {
    const token = await cachedSession(app, tenant, 'sem-aviso');
    await revokeBySql(app, tenant.seller.id);
    expect(await statusOf(app, api.devices.list, token)).toBe(200);
  });

  it('sees a revoke made in this process on the very next request', async () => {
    const token = await cachedSession(app, tenant, 'revogado-aqui');
    await revokeSellerSessions(app.db, tenant.seller.id, app.deps.clock());
    expect(await statusOf(app, api.devices.list, token)).toBe(401);
  });

  it('sees sellers and profiles the ERP changed through the integration API on the very next request', async () => {
    const profile = await createProfile(app.db, {
      companyId: tenant.company.id,
      description: 'Externo',
      permissions: SELLER_PERMISSIONS,
      code_erp: 'EXT',
    });
    const { token: accessToken } = await createSeller(app.db, {
      companyId: tenant.company.id,
      name: 'Vendedor Externo',
      profileId: profile.id,
      code_erp: 'V-EXT',
    });
    const token = await cachedSession(app, { ...tenant, accessToken }, 'erp-muda');
    expect(await statusOf(app, api.sales.allProcessed, token)).toBe(200);
    const send = (call: CallDefinition, rows: unknown[]) =>
      callApi(app.baseUrl, call, { token: tenant.integrationKey, body: { rows } }, INTEGRATION_BASE);

    const narrowed = await send(integration.access.profiles, [
      { description: 'Externo', code_erp: 'EXT', permissions: [{ name: 'canViewClient' }] },
    ]);
    expect(narrowed.status).toBe(200);
    expect(await statusOf(app, api.sales.allProcessed, token)).toBe(403);

    const stopped = await send(integration.access.sellers, [
      { name: 'Vendedor Externo', email: null, code_erp: 'V-EXT', profile_code_erp: 'EXT', inative: 1 },
    ]);
    expect(stopped.status).toBe(200);
    expect(await statusOf(app, api.devices.list, token)).toBe(401);
  });
});

describe.runIf(testDatabaseKinds.includes('postgres'))(
  'the session cache’s LISTEN connection on postgres',
  () => {
    let app: TestApp;
    let tenant: TestTenant;
    const retryMs = 3_000;
    beforeAll(async () => {
      app = await startTestApp('postgres', { sessionListenerRetryMs: retryMs });
      tenant = await createTenant(app);
    });
    afterAll(() => app.close());

    it('does not serve while the connection is down, and serves and hears again once it reconnects', async () => {
      const cache = sessionCacheOf(app.db);
      const token = await cachedSession(app, tenant, 'conexao-cai');
      await app.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = ${SESSION_LISTENER_APPLICATION} and datname = current_database()`,
      );
      expect(await until(() => !cache.serving)).toBe(true);

      // Down (for `retryMs`): this revoke's notification reaches nobody, the database answers.
      await revokeBySql(app, tenant.seller.id);
      expect(await statusOf(app, api.devices.list, token)).toBe(401);
      expect(cache.serving).toBe(false);

      expect(await until(() => cache.serving, retryMs + 5_000)).toBe(true);
      const again = await cachedSession(app, tenant, 'conexao-volta');
      await revokeBySql(app, tenant.seller.id);
      expect(await answersWithin(app, api.devices.list, again, 401)).toBe(true);
    });
  },
);
