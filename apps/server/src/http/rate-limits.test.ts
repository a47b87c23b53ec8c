import { api, errorMessages, INTEGRATION_BASE, integration } from '@rota/contract';
import { SELLER_PERMISSIONS } from '@rota/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../config/rate-limits.ts';
import { addSeller, createTenant, login, type TestTenant } from '../testing/tenant.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

const limits = { perSession: 20, perIntegrationKey: 10, publicPerAddress: 15, authFailuresPerAddress: 5 };

/** Status and Retry-After of `count` requests made one after another. */
async function burst(count: number, request: () => Promise<Response>) {
  const answers: { status: number; retryAfter: string | null; message?: string }[] = [];
  for (let i = 0; i < count; i++) {
    const response = await request();
    const body = (await response.json()) as { message?: string };
    answers.push({
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      message: body.message,
    });
  }
  return answers;
}

describe.each(testDatabaseKinds)('rate limits on %s', (kind) => {
  let app: TestApp;
  let tenant: TestTenant;
  let token: string;

  beforeAll(async () => {
    app = await startTestApp(kind, { rateLimits: limits });
    tenant = await createTenant(app);
    token = await login(app, tenant.company.id, tenant.accessToken, 'aparelho-limite');
  }, 60_000);
  afterAll(() => app.close());

  const get = (path: string, headers: Record<string, string>) => () =>
    fetch(`${app.baseUrl}${path}`, { headers });

  it('keeps the production numbers above real use: a 500-record push and a big first sync fit in a minute', () => {
    expect(DEFAULT_RATE_LIMITS.perSession).toBeGreaterThanOrEqual(1_000);
    expect(DEFAULT_RATE_LIMITS.windowMs).toBe(60_000);
  });

  it('answers 429 with a pt-BR message and Retry-After once a seller passes the limit, counted across their sessions: fresh logins bring no fresh allowance, another seller is unaffected', async () => {
    const answers = await burst(
      limits.perSession + 3,
      get('/api/clients/all', { authorization: `Bearer ${token}` }),
    );
    expect(answers.slice(0, limits.perSession).every((answer) => answer.status === 200)).toBe(true);
    for (const answer of answers.slice(limits.perSession)) {
      expect(answer).toMatchObject({ status: 429, message: errorMessages.tooManyRequests });
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(Number(answer.retryAfter)).toBeLessThanOrEqual(60);
    }
    // Logging in again, on the same device or new ones, is still the same seller.
    for (const deviceId of ['aparelho-limite', 'outro-aparelho', 'mais-um-aparelho']) {
      const fresh = await login(app, tenant.company.id, tenant.accessToken, deviceId);
      const [answer] = await burst(1, get('/api/clients/all', { authorization: `Bearer ${fresh}` }));
      expect(answer).toMatchObject({ status: 429, message: errorMessages.tooManyRequests });
      expect(Number(answer?.retryAfter)).toBeGreaterThan(0);
    }
    const colleague = await addSeller(app, tenant, SELLER_PERMISSIONS, 'COLEGA-LIMITE');
    const other = await login(app, tenant.company.id, colleague.accessToken, 'aparelho-colega');
    expect((await get('/api/clients/all', { authorization: `Bearer ${other}` })()).status).toBe(200);
  });

  it('limits each integration key', async () => {
    const path = `${INTEGRATION_BASE}${integration.sales.pending.path}`;
    const answers = await burst(
      limits.perIntegrationKey + 1,
      get(path, { authorization: `Bearer ${tenant.integrationKey}` }),
    );
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array(limits.perIntegrationKey).fill(200),
      429,
    ]);
  });

  it('answers wrong keys from one address 429 past the limit, without refusing a right key there', async () => {
    const path = `${INTEGRATION_BASE}${integration.sales.pending.path}`;
    const wrong = get(path, { authorization: 'Bearer chave-errada', 'x-forwarded-for': '10.9.1.1' });
    const answers = await burst(limits.authFailuresPerAddress + 3, wrong);
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array(limits.authFailuresPerAddress).fill(401),
      429,
      429,
      429,
    ]);
    const fresh = await createTenant(app);
    const right = get(path, {
      authorization: `Bearer ${fresh.integrationKey}`,
      'x-forwarded-for': '10.9.1.1',
    });
    expect((await right()).status).toBe(200);
  });

  it('limits public calls per address', async () => {
    const byCnpj = `/api/${api.companies.byCnpj.path.replace('{cnpj}', tenant.company.cnpj)}`;
    const answers = await burst(limits.publicPerAddress + 1, get(byCnpj, { 'x-forwarded-for': '10.9.2.1' }));
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array(limits.publicPerAddress).fill(200),
      429,
    ]);
    expect((await get(byCnpj, { 'x-forwarded-for': '10.9.2.2' })()).status).toBe(200);
  });
});
