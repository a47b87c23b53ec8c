import { api } from '@rota/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, login, type TestTenant } from '../../testing/tenant.ts';
import { callApi, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

describe.each(testDatabaseKinds)('companies on %s', (kind) => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let token: string;
  beforeAll(async () => {
    app = await startTestApp(kind);
    tenant = await createTenant(app);
    other = await createTenant(app);
    token = await login(app, tenant.company.id, tenant.accessToken);
  });
  afterAll(() => app.close());

  it('finds a company by CNPJ before login (id, name and CNPJ only)', async () => {
    const found = await callApi(app.baseUrl, api.companies.byCnpj, { params: { cnpj: tenant.company.cnpj } });
    expect(found.status).toBe(200);
    expect(found.body.data).toEqual({
      id: tenant.company.id,
      name: tenant.company.name,
      cnpj: tenant.company.cnpj,
      trade_name: null,
    });
  });

  it('gives the config only to a session of its company: no listing companies’ settings by id', async () => {
    const params = { company_id: tenant.company.id };
    expect(await callApi(app.baseUrl, api.companies.config, { params })).toEqual({
      status: 401,
      body: { message: 'Sessão expirada, realize o login' },
    });
    const config = await callApi(app.baseUrl, api.companies.config, { token, params });
    expect(config.status).toBe(200);
    expect(config.body.data).toMatchObject({
      company_id: tenant.company.id,
      cart_sort_field: 'id',
      allowed_price_lists: [],
    });
    const foreign = await callApi(app.baseUrl, api.companies.config, {
      token,
      params: { company_id: other.company.id },
    });
    expect(foreign.status).toBe(404);
  });

  it('answers an unknown CNPJ with 404 and an invalid one with 422 "CNPJ inválido"', async () => {
    const unknown = await callApi(app.baseUrl, api.companies.byCnpj, { params: { cnpj: '11222333000181' } });
    expect(unknown).toEqual({ status: 404, body: { message: 'Empresa não encontrada para este CNPJ' } });
    const invalid = await callApi(app.baseUrl, api.companies.byCnpj, { params: { cnpj: '11222333000180' } });
    expect(invalid).toEqual({
      status: 422,
      body: { message: 'Os dados informados são inválidos.', errors: { cnpj: ['CNPJ inválido'] } },
    });
  });

  it('accepts an alphanumeric CNPJ', async () => {
    const response = await callApi(app.baseUrl, api.companies.byCnpj, { params: { cnpj: '12ABC34501DE35' } });
    expect(response.status).toBe(404);
  });

  it('shows a session its own company and config, and 404 for another tenant', async () => {
    expect(
      (await callApi(app.baseUrl, api.companies.get, { token, params: { id: tenant.company.id } })).status,
    ).toBe(200);
    expect(
      (await callApi(app.baseUrl, api.companies.get, { token, params: { id: other.company.id } })).status,
    ).toBe(404);
    const sync = await callApi(app.baseUrl, api.companies.configSync, {
      token,
      params: { company_id: tenant.company.id },
    });
    expect(sync.body.data.company_id).toBe(tenant.company.id);
    const foreign = await callApi(app.baseUrl, api.companies.configSync, {
      token,
      params: { company_id: other.company.id },
    });
    expect(foreign.status).toBe(404);
    expect(
      (await callApi(app.baseUrl, api.companies.get, { params: { id: tenant.company.id } })).status,
    ).toBe(401);
  });

  it('answers a path that is not an id with 422', async () => {
    const response = await callApi(app.baseUrl, api.companies.get, { token, path: 'companies/abc' });
    expect(response.status).toBe(422);
    expect(response.body.errors?.id).toEqual(['Informe um número']);
  });
});
