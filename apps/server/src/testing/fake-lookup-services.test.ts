import { receitaWsResponseSchema, viaCepFoundSchema, viaCepResponseSchema } from '@rota/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeLookupServices,
  receitaWsCompany,
  startFakeLookupServices,
  viaCepAddress,
} from './fake-lookup-services.ts';

describe('the fake CEP and CNPJ services (for the server tests and the e2e suite)', () => {
  let fake: FakeLookupServices;
  const get = async (path: string, authorization?: string) => {
    const response = await fetch(`${fake.baseUrl}${path}`, {
      headers: authorization ? { authorization } : {},
    });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };

  beforeAll(async () => {
    fake = await startFakeLookupServices({
      token: 'segredo',
      ceps: { '01310100': viaCepAddress('01310100'), '01310200': 'rate_limited' },
      cnpjs: { '11222333000181': receitaWsCompany('11222333000181'), '11444777000161': 'server_error' },
      retryAfterSeconds: 12,
    });
  });
  afterAll(() => fake.stop());

  it('answers like ViaCEP: the address, { erro: "true" } for an unknown CEP, HTTP 400 for a malformed one', async () => {
    const found = await get('/ws/01310100/json/');
    expect(found.status).toBe(200);
    expect(viaCepFoundSchema.parse(JSON.parse(found.text))).toMatchObject({
      cep: '01310-100',
      ibge: '3550308',
    });
    const unknown = await get('/ws/99999999/json/');
    expect(viaCepResponseSchema.parse(JSON.parse(unknown.text))).toEqual({ erro: 'true' });
    expect((await get('/ws/0131/json/')).status).toBe(400);
    const busy = await get('/ws/01310200/json/');
    expect([busy.status, busy.headers.get('retry-after')]).toEqual([429, '12']);
  });

  it('answers like ReceitaWS: OK with the data, ERROR for unknown or malformed CNPJs, 401 without the token', async () => {
    const found = await get('/v1/cnpj/11222333000181', 'Bearer segredo');
    expect(receitaWsResponseSchema.parse(JSON.parse(found.text))).toMatchObject({
      status: 'OK',
      cnpj: '11.222.333/0001-81',
      situacao: 'ATIVA',
    });
    expect(JSON.parse((await get('/v1/cnpj/11444777000242', 'Bearer segredo')).text)).toEqual({
      status: 'ERROR',
      message: 'CNPJ rejeitado pela Receita Federal',
    });
    expect(JSON.parse((await get('/v1/cnpj/12ABC34501DE35', 'Bearer segredo')).text)).toEqual({
      status: 'ERROR',
      message: 'CNPJ inválido',
    });
    expect((await get('/v1/cnpj/11444777000161', 'Bearer segredo')).status).toBe(500);
    expect((await get('/v1/cnpj/11222333000181')).status).toBe(401);
    expect((await get('/v1/cnpj/11222333000181', 'Bearer outro')).status).toBe(401);
  });

  it('records every call, with the Authorization it carried', () => {
    expect(fake.calls().filter((call) => call.service === 'cnpj' && call.key === '11222333000181')).toEqual([
      { service: 'cnpj', key: '11222333000181', authorization: 'Bearer segredo' },
      { service: 'cnpj', key: '11222333000181', authorization: null },
      { service: 'cnpj', key: '11222333000181', authorization: 'Bearer outro' },
    ]);
  });

  it('stops even while a slow answer is still waiting', async () => {
    const slow = await startFakeLookupServices({ ceps: { '01310100': { delayMs: 60_000 } } });
    const pending = fetch(`${slow.baseUrl}/ws/01310100/json/`).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await slow.stop();
    expect(await pending).toBeInstanceOf(Error);
  });
});
