import type { AddressInfo } from 'node:net';
import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import { api, errorMessages } from '@rota/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import {
  type FakeLookupServices,
  receitaWsCompany,
  startFakeLookupServices,
  viaCepAddress,
} from '../../testing/fake-lookup-services.ts';
import { addSeller, createTenant, login, type TestTenant } from '../../testing/tenant.ts';
import { callApi, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

/** Opening PGlite (WASM) and migrating takes seconds, more on a busy machine. */
const STARTUP_TIMEOUT_MS = 120_000;
const TOKEN = 'segredo-do-servidor-9f2c';
const TIMEOUT_MS = 500;
const PER_MINUTE = 3;
const HOUR_MS = 3_600_000;

const PAULISTA = '01310100';
const CENTRO_RIO = '20040002';
const FOUND_CNPJ = '11222333000181';
const CLOSED_CNPJ = '11444777000161';

describe.each(testDatabaseKinds)('CEP and CNPJ lookups on %s', { timeout: 30_000 }, (kind) => {
  let fake: FakeLookupServices;
  let app: TestApp;
  let tenant: TestTenant;
  let token: string;
  /** Fake cases whose CNPJ is drawn per run. */
  const cnpjCases = {
    busy: generateCnpj(),
    down: generateCnpj(),
    garbage: generateCnpj(),
    slow: generateCnpj(),
  };

  beforeAll(async () => {
    fake = await startFakeLookupServices({
      token: TOKEN,
      ceps: {
        [PAULISTA]: viaCepAddress(PAULISTA),
        [CENTRO_RIO]: viaCepAddress(CENTRO_RIO, {
          logradouro: 'Avenida Rio Branco',
          complemento: 'até 108 - lado par',
          bairro: 'Centro',
          localidade: 'Rio de Janeiro',
          uf: 'RJ',
          ibge: '3304557',
        }),
        '69900001': 'rate_limited',
        '69900002': 'server_error',
        '69900003': 'garbage',
        '69900004': { delayMs: 5_000, answer: viaCepAddress('69900004') },
        '69900005': 'invalid',
      },
      cnpjs: {
        [FOUND_CNPJ]: receitaWsCompany(FOUND_CNPJ),
        [CLOSED_CNPJ]: receitaWsCompany(CLOSED_CNPJ, { situacao: 'BAIXADA', telefone: '', email: '' }),
        [cnpjCases.busy]: 'rate_limited',
        [cnpjCases.down]: 'server_error',
        [cnpjCases.garbage]: 'garbage',
        [cnpjCases.slow]: { delayMs: 5_000 },
      },
    });
    app = await startTestApp(kind, {
      lookups: {
        cepBaseUrl: fake.baseUrl,
        cnpjBaseUrl: fake.baseUrl,
        cnpjToken: TOKEN,
        timeoutMs: TIMEOUT_MS,
        cnpjPerMinute: PER_MINUTE,
      },
    });
    tenant = await createTenant(app);
    token = await login(app, tenant.company.id, tenant.accessToken);
  }, STARTUP_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await fake?.stop();
  });

  const cep = (value: string, session = token) =>
    callApi(app.baseUrl, api.lookups.cep, { token: session, params: { cep: value } });
  const cnpj = (value: string, session = token) =>
    callApi(app.baseUrl, api.lookups.cnpj, { token: session, params: { cnpj: value } });
  /** How many requests for this key reached the fake services. */
  const upstreamCalls = (key: string) => fake.calls().filter((call) => call.key === key).length;
  /** A company of its own (the CNPJ quota is per company) and a session in it. */
  const freshCompany = async () => {
    const other = await createTenant(app);
    return { tenant: other, token: await login(app, other.company.id, other.accessToken) };
  };
  /** Another server process on the same database: nothing but PostgreSQL is shared. */
  async function withSecondProcess<T>(work: (baseUrl: string) => Promise<T>): Promise<T> {
    const second = await buildApp({ version: 'test', webDistDir: null, deps: { ...app.deps } });
    try {
      await second.listen({ port: 0, host: '127.0.0.1' });
      return await work(`http://127.0.0.1:${(second.server.address() as AddressInfo).port}`);
    } finally {
      await second.close();
    }
  }

  describe('auth', () => {
    it('answers 401 without a session and serves any seller, whatever the profile', async () => {
      const expired = { status: 401, body: { message: errorMessages.sessionExpired } };
      expect(await cep(PAULISTA, '')).toEqual(expired);
      expect(await cnpj(FOUND_CNPJ, '')).toEqual(expired);
      const bare = await addSeller(app, tenant, [], 'SEM-PERMISSAO');
      const bareToken = await login(app, tenant.company.id, bare.accessToken);
      expect((await cep(PAULISTA, bareToken)).status).toBe(200);
      expect((await cnpj(FOUND_CNPJ, bareToken)).status).toBe(200);
    });
  });

  describe('GET lookups/cep/{cep}', () => {
    it('answers the address with the IBGE code as city_iso and the CEP as digits', async () => {
      expect(await cep(CENTRO_RIO)).toEqual({
        status: 200,
        body: {
          data: {
            cep: CENTRO_RIO,
            street: 'Avenida Rio Branco',
            complement: 'até 108 - lado par',
            district: 'Centro',
            city: 'Rio de Janeiro',
            state: 'RJ',
            city_iso: '3304557',
          },
        },
      });
      expect(fake.calls().filter((call) => call.key === CENTRO_RIO)).toEqual([
        { service: 'cep', key: CENTRO_RIO, authorization: null },
      ]);
    });

    it('keeps an answer 7 days in PostgreSQL, shared by every server process', async () => {
      const first = await cep(PAULISTA);
      const asked = upstreamCalls(PAULISTA);
      expect(await cep(PAULISTA)).toEqual(first);
      expect(
        await withSecondProcess((baseUrl) =>
          callApi(baseUrl, api.lookups.cep, { token, params: { cep: PAULISTA } }),
        ),
      ).toEqual(first);
      expect(upstreamCalls(PAULISTA)).toBe(asked);
      app.setNow(new Date(app.deps.clock().getTime() + 7 * 24 * HOUR_MS + 1_000));
      expect(await cep(PAULISTA)).toEqual(first);
      expect(upstreamCalls(PAULISTA)).toBe(asked + 1);
    });

    it('answers 404 "CEP não encontrado" for a CEP ViaCEP does not know, and keeps that for a day', async () => {
      const unknown = '69999990';
      const notFound = { status: 404, body: { message: 'CEP não encontrado' } };
      expect(await cep(unknown)).toEqual(notFound);
      expect(await cep(unknown)).toEqual(notFound);
      expect(upstreamCalls(unknown)).toBe(1);
      // A CEP created since is found once the day is over.
      fake.set({ ceps: { [unknown]: viaCepAddress(unknown) } });
      app.setNow(new Date(app.deps.clock().getTime() + 24 * HOUR_MS + 1_000));
      expect((await cep(unknown)).status).toBe(200);
      expect(upstreamCalls(unknown)).toBe(2);
    });

    it('answers 422 on the field for a malformed CEP, before asking ViaCEP, and for one ViaCEP refuses', async () => {
      const invalid = {
        status: 422,
        body: { message: errorMessages.validationFailed, errors: { cep: ['CEP inválido'] } },
      };
      expect(await cep('0131010')).toEqual(invalid);
      expect(await cep('01310-100')).toEqual(invalid);
      expect(upstreamCalls('0131010') + upstreamCalls('01310-100')).toBe(0);
      expect(await cep('69900005')).toEqual(invalid);
    });

    it('answers 429 with Retry-After when ViaCEP throttles, and asks again next time', async () => {
      const response = await fetch(`${app.baseUrl}/api/lookups/cep/69900001`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBe('30');
      expect(await response.json()).toEqual({
        message: 'O serviço de CEP recebeu consultas demais. Tente novamente em instantes.',
      });
      expect((await cep('69900001')).status).toBe(429);
      expect(upstreamCalls('69900001')).toBe(2);
    });

    it('answers 503 "Serviço de CEP indisponível, tente mais tarde" when ViaCEP fails, answers garbage or is too slow', async () => {
      const down = { status: 503, body: { message: 'Serviço de CEP indisponível, tente mais tarde' } };
      expect(await cep('69900002')).toEqual(down);
      expect(await cep('69900003')).toEqual(down);
      const started = Date.now();
      expect(await cep('69900004')).toEqual(down);
      expect(Date.now() - started).toBeLessThan(4_000);
      // Failures are not kept: once ViaCEP is back the same CEP is found.
      fake.set({ ceps: { '69900002': viaCepAddress('69900002') } });
      expect((await cep('69900002')).status).toBe(200);
    });
  });

  describe('GET lookups/cnpj/{cnpj}', () => {
    it('answers the registration with CEP and phone as digits, sending the server’s token', async () => {
      const { token: session } = await freshCompany();
      expect(await cnpj(FOUND_CNPJ, session)).toEqual({
        status: 200,
        body: {
          data: {
            cnpj: FOUND_CNPJ,
            name: 'PADARIA PAO QUENTE LTDA',
            fantasy_name: 'PAO QUENTE',
            street: 'AV PAULISTA',
            number: '1000',
            complement: 'LOJA 2',
            district: 'BELA VISTA',
            city: 'SAO PAULO',
            state: 'SP',
            cep: '01310100',
            email: 'compras@paoquente.com.br',
            phone: '1133334444',
            situation: 'ATIVA',
          },
        },
      });
      expect(
        fake
          .calls()
          .filter((call) => call.key === FOUND_CNPJ)
          .map((call) => call.authorization),
      ).toContain(`Bearer ${TOKEN}`);
      const closed = await cnpj(CLOSED_CNPJ, session);
      expect(closed.body.data).toMatchObject({ situation: 'BAIXADA', phone: '', email: '' });
    });

    it('keeps an answer 24 hours for every company and every process; cached answers use no quota', async () => {
      const { token: session } = await freshCompany();
      const first = await cnpj(FOUND_CNPJ, session);
      const asked = upstreamCalls(FOUND_CNPJ);
      for (let n = 0; n < PER_MINUTE + 2; n += 1) expect(await cnpj(FOUND_CNPJ, session)).toEqual(first);
      expect(
        await withSecondProcess((baseUrl) =>
          callApi(baseUrl, api.lookups.cnpj, { token: session, params: { cnpj: FOUND_CNPJ } }),
        ),
      ).toEqual(first);
      expect(upstreamCalls(FOUND_CNPJ)).toBe(asked);
      app.setNow(new Date(app.deps.clock().getTime() + 24 * HOUR_MS + 1_000));
      expect(await cnpj(FOUND_CNPJ, session)).toEqual(first);
      expect(upstreamCalls(FOUND_CNPJ)).toBe(asked + 1);
    });

    it('answers 404 "CNPJ não encontrado na Receita" for a CNPJ the registry rejects, kept for an hour', async () => {
      const { token: session } = await freshCompany();
      const unknown = generateCnpj();
      const notFound = { status: 404, body: { message: 'CNPJ não encontrado na Receita' } };
      expect(await cnpj(unknown, session)).toEqual(notFound);
      expect(await cnpj(unknown, session)).toEqual(notFound);
      expect(upstreamCalls(unknown)).toBe(1);
      fake.set({ cnpjs: { [unknown]: receitaWsCompany(unknown) } });
      app.setNow(new Date(app.deps.clock().getTime() + HOUR_MS + 1_000));
      expect((await cnpj(unknown, session)).status).toBe(200);
    });

    it('answers 422 on the field for a wrong CNPJ, and says so plainly for an alphanumeric one the registry refuses', async () => {
      const { token: session } = await freshCompany();
      expect(await cnpj('11222333000182', session)).toEqual({
        status: 422,
        body: { message: errorMessages.validationFailed, errors: { cnpj: ['CNPJ inválido'] } },
      });
      expect(upstreamCalls('11222333000182')).toBe(0);
      expect(await cnpj('12ABC34501DE35', session)).toEqual({
        status: 422,
        body: {
          message: errorMessages.validationFailed,
          errors: {
            cnpj: [
              'A consulta à Receita ainda não aceita CNPJ alfanumérico. Preencha os dados do cliente à mão.',
            ],
          },
        },
      });
      expect(upstreamCalls('12ABC34501DE35')).toBe(1);
    });

    it('answers 429 with Retry-After when the registry is over its quota', async () => {
      const { token: session } = await freshCompany();
      const response = await fetch(`${app.baseUrl}/api/lookups/cnpj/${cnpjCases.busy}`, {
        headers: { authorization: `Bearer ${session}` },
      });
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBe('30');
      expect(await response.json()).toEqual({
        message: 'A consulta de CNPJ recebeu consultas demais. Tente novamente em instantes.',
      });
    });

    it('answers 503 when the registry fails, answers garbage, is too slow or refuses the token — never showing the token', async () => {
      const down = { status: 503, body: { message: 'Serviço de CNPJ indisponível, tente mais tarde' } };
      const { tenant: company, token: session } = await freshCompany();
      expect(await cnpj(cnpjCases.down, session)).toEqual(down);
      expect(await cnpj(cnpjCases.garbage, session)).toEqual(down);
      // A colleague asks the third: a seller may send only part of the company's minute.
      const colleague = await addSeller(app, company, [], 'COLEGA');
      const colleagueSession = await login(app, company.company.id, colleague.accessToken);
      const started = Date.now();
      expect(await cnpj(cnpjCases.slow, colleagueSession)).toEqual(down);
      expect(Date.now() - started).toBeLessThan(4_000);
      const wrongToken = await startTestApp(kind, {
        lookups: { cnpjBaseUrl: fake.baseUrl, cnpjToken: 'token-vencido', timeoutMs: TIMEOUT_MS },
      });
      try {
        const other = await createTenant(wrongToken);
        const otherSession = await login(wrongToken, other.company.id, other.accessToken);
        const refused = await callApi(wrongToken.baseUrl, api.lookups.cnpj, {
          token: otherSession,
          params: { cnpj: FOUND_CNPJ },
        });
        expect(refused).toEqual(down);
        expect(JSON.stringify(refused)).not.toContain('token-vencido');
      } finally {
        await wrongToken.close();
      }
    });

    it(`lets a company send ${PER_MINUTE} CNPJ lookups a minute to the registry, counted across processes`, async () => {
      const { tenant: company, token: session } = await freshCompany();
      const { token: neighbour } = await freshCompany();
      // Two sellers of the company reach its minute: one alone stops at its share (half of it).
      const colleague = await addSeller(app, company, [], 'COLEGA');
      const colleagueSession = await login(app, company.company.id, colleague.accessToken);
      const unknown = () => generateCnpj();
      expect((await cnpj(FOUND_CNPJ, neighbour)).status).toBe(200);
      expect((await cnpj(unknown(), session)).status).toBe(404);
      expect(
        (
          await withSecondProcess((baseUrl) =>
            callApi(baseUrl, api.lookups.cnpj, { token: session, params: { cnpj: unknown() } }),
          )
        ).status,
      ).toBe(404);
      expect((await cnpj(unknown(), colleagueSession)).status).toBe(404);
      const over = unknown();
      const response = await fetch(`${app.baseUrl}/api/lookups/cnpj/${over}`, {
        headers: { authorization: `Bearer ${colleagueSession}` },
      });
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(await response.json()).toEqual({
        message: `A empresa já fez ${PER_MINUTE} consultas de CNPJ neste minuto. Aguarde e tente novamente.`,
      });
      expect(upstreamCalls(over)).toBe(0);
      // Cached answers still come, another company has its own quota, and the next minute frees it.
      expect((await cnpj(FOUND_CNPJ, session)).status).toBe(200);
      expect((await cnpj(unknown(), neighbour)).status).toBe(404);
      app.setNow(new Date(app.deps.clock().getTime() + 61_000));
      expect((await cnpj(over, session)).status).toBe(404);
    });
  });
});
