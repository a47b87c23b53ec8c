import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeLookupServices,
  receitaWsCompany,
  startFakeLookupServices,
  viaCepAddress,
} from '../../testing/fake-lookup-services.ts';
import { addSeller, createTenant, login } from '../../testing/tenant.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

/**
 * Issue 23 §2: CEP lookups have a quota per company, and one seller may use only a share (half)
 * of each company quota, so 300 distinct CEPs from one seller never reach the CEP service 300
 * times and a colleague is not left with 429s.
 */

/** Opening PGlite (WASM) and migrating takes seconds, more on a busy machine. */
const STARTUP_TIMEOUT_MS = 120_000;
const CNPJ_PER_MINUTE = 4;
const CEP_PER_MINUTE = 4;
/** Half of each company quota (`sellerShare`). */
const SHARE = 2;
const PAULISTA = '01310100';

interface Answer {
  status: number;
  retryAfter: string | null;
  body: unknown;
}

describe.each(testDatabaseKinds)(
  'lookup quotas per seller and per company on %s',
  { timeout: 30_000 },
  (kind) => {
    let fake: FakeLookupServices;
    let app: TestApp;
    const colleagueCnpj = generateCnpj();

    beforeAll(async () => {
      fake = await startFakeLookupServices({
        ceps: { [PAULISTA]: viaCepAddress(PAULISTA) },
        cnpjs: { [colleagueCnpj]: receitaWsCompany(colleagueCnpj) },
      });
      app = await startTestApp(kind, {
        lookups: {
          cepBaseUrl: fake.baseUrl,
          cnpjBaseUrl: fake.baseUrl,
          cnpjPerMinute: CNPJ_PER_MINUTE,
          cepPerMinute: CEP_PER_MINUTE,
        },
      });
    }, STARTUP_TIMEOUT_MS);
    afterAll(async () => {
      await app?.close();
      await fake?.stop();
    });

    /** A lookup as the device makes it, with the status, `Retry-After` and body it gets. */
    async function ask(path: string, session: string): Promise<Answer> {
      const response = await fetch(`${app.baseUrl}/api/lookups/${path}`, {
        headers: { authorization: `Bearer ${session}` },
      });
      return {
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        body: await response.json(),
      };
    }
    /** A company of its own with `count` sellers, each logged in. */
    async function companyWithSellers(count: number): Promise<string[]> {
      const tenant = await createTenant(app);
      const sessions = [await login(app, tenant.company.id, tenant.accessToken)];
      for (let n = 1; n < count; n += 1) {
        const seller = await addSeller(app, tenant, [], `VENDEDOR-${n}`);
        sessions.push(await login(app, tenant.company.id, seller.accessToken));
      }
      return sessions;
    }
    const cepCalls = (ceps: readonly string[]) =>
      fake.calls().filter((call) => call.service === 'cep' && ceps.includes(call.key)).length;
    const cnpjCalls = (cnpjs: readonly string[]) =>
      fake.calls().filter((call) => call.service === 'cnpj' && cnpjs.includes(call.key)).length;
    const expectThrottled = (answer: Answer, message: string) => {
      expect(answer.status).toBe(429);
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(Number(answer.retryAfter)).toBeLessThanOrEqual(60);
      expect(answer.body).toEqual({ message });
    };

    it('stops one seller at half the company’s CNPJ minute while a colleague still gets an answer', async () => {
      const [seller, colleague] = (await companyWithSellers(2)) as [string, string];
      const sellerCnpjs = Array.from({ length: 6 }, () => generateCnpj());
      // Six at once, as a flushed queue or a script would send them: exactly the share passes.
      const answers = await Promise.all(sellerCnpjs.map((cnpj) => ask(`cnpj/${cnpj}`, seller)));
      expect(answers.filter((answer) => answer.status === 404)).toHaveLength(SHARE);
      const refused = answers.filter((answer) => answer.status !== 404);
      expect(refused).toHaveLength(sellerCnpjs.length - SHARE);
      for (const answer of refused)
        expectThrottled(
          answer,
          `Você já fez ${SHARE} consultas de CNPJ neste minuto. Aguarde e tente novamente.`,
        );
      expect(cnpjCalls(sellerCnpjs)).toBe(SHARE);

      const found = await ask(`cnpj/${colleagueCnpj}`, colleague);
      expect(found.status).toBe(200);
      expect(found.body).toMatchObject({ data: { cnpj: colleagueCnpj, situation: 'ATIVA' } });
    });

    it('stops distinct CEPs at the company’s CEP minute, each seller at its share; cached CEPs do not count', async () => {
      const [first, second, third] = (await companyWithSellers(3)) as [string, string, string];
      const cep = (n: number) => `7${String(n).padStart(7, '0')}`;
      const firstCeps = Array.from({ length: 10 }, (_, n) => cep(n));
      // The first seller: PAULISTA, then ten distinct CEPs at once — one more passes, nine wait.
      expect((await ask(`cep/${PAULISTA}`, first)).status).toBe(200);
      const answers = await Promise.all(firstCeps.map((value) => ask(`cep/${value}`, first)));
      expect(answers.filter((answer) => answer.status === 404)).toHaveLength(SHARE - 1);
      for (const answer of answers.filter((answer) => answer.status !== 404))
        expectThrottled(
          answer,
          `Você já fez ${SHARE} consultas de CEP neste minuto. Aguarde e tente novamente.`,
        );
      // A cached CEP (found or not) is answered without counting, even past the share.
      const cachedCep = firstCeps[answers.findIndex((answer) => answer.status === 404)] as string;
      expect((await ask(`cep/${PAULISTA}`, first)).status).toBe(200);
      expect((await ask(`cep/${cachedCep}`, first)).status).toBe(404);

      // A colleague uses the rest of the company's minute; a third seller is then told to wait.
      const secondCeps = [cep(100), cep(101)];
      for (const value of secondCeps) expect((await ask(`cep/${value}`, second)).status).toBe(404);
      const late = cep(200);
      expectThrottled(
        await ask(`cep/${late}`, third),
        `A empresa já fez ${CEP_PER_MINUTE} consultas de CEP neste minuto. Aguarde e tente novamente.`,
      );
      expect(cepCalls([PAULISTA, ...firstCeps, ...secondCeps, late])).toBe(CEP_PER_MINUTE);
      // Cached answers still come to the third seller, and the next minute frees the quota.
      expect((await ask(`cep/${PAULISTA}`, third)).status).toBe(200);
      expect(cepCalls([PAULISTA])).toBe(1);
      app.setNow(new Date(app.deps.clock().getTime() + 61_000));
      expect((await ask(`cep/${late}`, third)).status).toBe(404);
      expect(cepCalls([late])).toBe(1);
    });
  },
);
