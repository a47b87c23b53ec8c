import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { apiCalls } from './api-calls.ts';
import { pathParamNames } from './call-path.ts';

/** §7, call by call, as the spec writes them (charts under `charts/`, lookups under `lookups/`). */
const spec: [method: string, path: string][] = [
  ['GET', 'companies/{cnpj}/cnpj'],
  ['GET', 'companies/{id}'],
  ['GET', 'companies/{company_id}/config/sync'],
  ['GET', 'companies/{company_id}/config'],
  ['GET', 'devices'],
  ['PUT', 'devices/used-token'],
  ['PUT', 'devices/sync'],
  ['GET', 'clients/all'],
  ['POST', 'clients/newclient'],
  ['PUT', 'clients/newupdate'],
  ['POST', 'clients/{client_id}/delivery-address'],
  ['PUT', 'clients/{id}/visited'],
  ['GET', 'products/all'],
  ['GET', 'form-payments/all'],
  ['GET', 'condition-payments/all'],
  ['GET', 'listprice/all'],
  ['GET', 'channels/all'],
  ['GET', 'channels/{uuid}'],
  ['GET', 'product-stocks/all'],
  ['GET', 'promotions/all'],
  ['GET', 'finalities/all'],
  ['GET', 'desc-parameters/all'],
  ['GET', 'volumes/all'],
  ['GET', 'teams'],
  ['GET', 'profiles'],
  ['GET', 'sellers/seller'],
  ['GET', 'sales/all-seller'],
  ['GET', 'sales/report-seller'],
  ['GET', 'sales/all-processed'],
  ['GET', 'sales/all-canceled'],
  ['POST', 'sales'],
  ['POST', 'sales/{uuid}/notes'],
  ['GET', 'financials/{code_erp_client}/all'],
  ['GET', 'financials/{code_erp_client}/overdue'],
  ['GET', 'checks/{code_erp_client}/all'],
  ['GET', 'notifications'],
  ['PUT', 'notifications/mark-as-read'],
  ['PUT', 'notifications/mark-all-read'],
  ['GET', 'bakery/driver-names'],
  ['GET', 'bakery/production'],
  ['GET', 'bakery/productionByCategory'],
  ['GET', 'bakery/separationByCategory'],
  ['GET', 'bakery/delivery'],
  ['PUT', 'bakery/production-at'],
  ['PUT', 'bakery/separation-at'],
  ['PUT', 'bakery/delivery-at'],
  ['GET', 'charts/sales-group-seller'],
  ['GET', 'charts/sales-group-day'],
  ['GET', 'charts/sales-group-client'],
  ['GET', 'charts/sales-group-form'],
  ['GET', 'charts/sales-group-condition'],
  ['GET', 'charts/sales-group-product-qtd'],
  ['GET', 'charts/sales-group-product-value'],
  ['GET', 'charts/financial-group-day'],
  ['GET', 'charts/financial-group-month-year'],
  ['GET', 'charts/dre-realizado-month-year'],
  ['GET', 'charts/dre-realizado-classe-year'],
  ['GET', 'charts/financial-result-year'],
  ['GET', 'charts/{hash}'],
  ['GET', 'charts/argila-qtd-for-drivers'],
  ['GET', 'charts/argila-total-for-drivers'],
  ['GET', 'order-production/{numOp}'],
  ['GET', 'order-production/machines'],
  ['GET', 'order-production/operators'],
  ['GET', 'order-production/situations'],
  ['GET', 'order-production/apoints'],
  ['POST', 'order-production/apoint'],
  ['GET', 'lookups/cep/{cep}'],
  ['GET', 'lookups/cnpj/{cnpj}'],
  // Rota's own: a seller's titles and checks as synced tables, for the client screens offline.
  ['GET', 'financials/all-seller'],
  ['GET', 'checks/all-seller'],
  // Rota's own: a client's extra delivery addresses are edited and removed too, offline.
  ['PUT', 'clients/{client_id}/delivery-address/{uuid}'],
  ['DELETE', 'clients/{client_id}/delivery-address/{uuid}'],
  // Rota's own: §2's Medições and Apontamentos screens record loads per driver (docs/measurements.md).
  ['GET', 'drivers/all'],
  ['GET', 'measurements/all'],
  ['POST', 'measurements'],
  // Rota's own: what §2's manager screens show that no §7 chart answers (docs/manager.md).
  ['GET', 'manager/summary'],
  ['GET', 'manager/purchases-month-year'],
  ['GET', 'manager/purchases-supplier'],
  ['GET', 'manager/overdue-ageing'],
  ['GET', 'manager/production-orders'],
  ['GET', 'manager/appointments-machine'],
  ['GET', 'manager/saved-charts'],
  ['GET', 'seller-goals/all'],
  ['GET', 'manager/goals'],
  ['PUT', 'manager/goals'],
  ['GET', 'manager/promotions'],
  ['PUT', 'manager/promotions'],
  // Rota's own: a supervisor decides the sales that wait for approval (docs/domain.md "Approval").
  ['POST', 'sales/{uuid}/approval'],
  // Rota's own: the day's visits against the plan, for a supervisor or the manager (docs/domain.md "The day's route").
  ['GET', 'visits/day'],
  // Rota's own: a visit's photos, sent in parts and read back (docs/server.md "Visit photos").
  ['PUT', 'visits/{visit}/photos/{uuid}'],
  ['GET', 'visits/photos/{uuid}'],
];

const key = (method: string, path: string) => `${method} ${path}`;
const declared = new Set(apiCalls.map((call) => key(call.method, call.path)));

describe('the §7 call table', () => {
  it.each(spec)('declares %s %s', (method, path) => {
    expect(declared.has(key(method, path))).toBe(true);
  });

  it('declares nothing §7 does not list', () => {
    const listed = new Set(spec.map(([method, path]) => key(method, path)));
    expect([...declared].filter((call) => !listed.has(call))).toEqual([]);
  });

  it('gives every call a unique name and an auth kind', () => {
    expect(new Set(apiCalls.map((call) => call.name)).size).toBe(apiCalls.length);
    for (const call of apiCalls) {
      expect(['public', 'session', 'area', 'integration'], call.name).toContain(call.auth.kind);
    }
  });

  it('keeps only the lookup before login and the login itself public', () => {
    expect(apiCalls.filter((call) => call.auth.kind === 'public').map((call) => call.name)).toEqual([
      'companies.byCnpj',
      'devices.usedToken',
    ]);
  });

  it('guards the bakery, manager and appointment areas by permission', () => {
    const area = (prefix: string) => apiCalls.filter((call) => call.path.startsWith(prefix));
    for (const call of area('bakery/'))
      expect(call.auth).toEqual({ kind: 'area', permission: 'canAccessBakery' });
    for (const call of area('charts/'))
      expect(call.auth).toEqual({ kind: 'area', permission: 'canAccessManager' });
    for (const call of area('order-production/'))
      expect(call.auth).toEqual({ kind: 'area', permission: 'canAccessAppointments' });
  });

  it('names every path parameter in the params schema', () => {
    for (const call of apiCalls) {
      expect(Object.keys(call.params?.shape ?? {}), call.name).toEqual(pathParamNames(call.path));
    }
  });

  it('gives every …/all call the since cursor and meta.cursor', () => {
    const allCalls = apiCalls.filter((call) => call.path.endsWith('/all') || /\/all-/.test(call.path));
    expect(allCalls.length).toBeGreaterThanOrEqual(14);
    for (const call of allCalls) {
      expect(call.sync, call.name).toBe(true);
      expect(call.query?.shape, call.name).toHaveProperty('since');
      const page = call.response.safeParse({ data: [], meta: { cursor: '42', has_more: false } });
      expect(page.success, call.name).toBe(true);
      expect(call.response.safeParse({ data: [] }).success, call.name).toBe(false);
    }
  });

  it('keys every idempotent write by a uuid', () => {
    const writes = apiCalls.filter((call) => call.idempotent);
    expect(writes.map((call) => call.name)).toEqual(
      expect.arrayContaining([
        'sales.create',
        'clients.create',
        'clients.update',
        'clients.addDeliveryAddress',
        'clients.visited',
        'orderProduction.createApoint',
        'measurements.create',
        'bakery.productionAt',
        'bakery.separationAt',
        'bakery.deliveryAt',
      ]),
    );
    for (const call of writes) {
      const body = call.body as z.ZodObject | undefined;
      const hasUuid = Boolean(body?.shape?.uuid) || Boolean(call.params?.shape.uuid);
      expect(hasUuid, call.name).toBe(true);
    }
  });

  it('wraps every success in { data }', () => {
    for (const call of apiCalls) {
      expect((call.response as z.ZodObject).shape, call.name).toHaveProperty('data');
    }
  });
});
