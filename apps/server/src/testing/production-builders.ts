import { randomUUID } from 'node:crypto';
import { api, INTEGRATION_BASE, integration } from '@rota/contract';
import type { Appointment } from '@rota/domain';
import { createTenant, login, type TestTenant } from './tenant.ts';
import { callApi, type TestApp } from './test-app.ts';

/** What a test needs of a company with a factory: who logs in, and the ids of its rows by ERP code. */
export interface TestFactory {
  tenant: TestTenant;
  /** A session of the tenant's seller, whose profile grants `canAccessAppointments`. */
  token: string;
  machine: Record<string, number>;
  operator: Record<string, number>;
  situation: Record<string, number>;
}

const bulk = async (app: TestApp, call: { method: 'POST'; path: string }, key: string, rows: unknown[]) => {
  const answer = await callApi<{ data: { errors: unknown[] } }>(
    app.baseUrl,
    call as never,
    { token: key, body: { rows } },
    INTEGRATION_BASE,
  );
  if (answer.status !== 200 || answer.body.data.errors.length > 0)
    throw new Error(`carga falhou: ${answer.status} ${JSON.stringify(answer.body)}`);
};

/**
 * A company whose ERP sent (through the integration API, as a real one would) orders 7001
 * (Planejada, 300), 7002 (Em produção, 100) and 7003 (Encerrada, 50); machines MQ01, MQ02 and
 * MQ09 (inactive); operators OP01, OP02; situations ST01 Produzindo, ST02 Setup and ST03 Falta de
 * matéria-prima (Parada), ST09 (Parada, inactive), RF01 Queimado (Refugo).
 */
export async function createFactory(app: TestApp): Promise<TestFactory> {
  const tenant = await createTenant(app, { permissions: ['canAccessAppointments'] });
  const key = tenant.integrationKey;
  const order = (num_op: string, status: string, quantity_planned: number) => ({
    num_op,
    code_erp_product: 'P001',
    description: `Pão Francês ${num_op}`,
    unit: 'UN',
    quantity_planned,
    status,
    start_date: '2026-11-22',
    due_date: '2026-11-23',
  });
  await bulk(app, integration.production.orders, key, [
    order('7001', 'Planejada', 300),
    order('7002', 'Em produção', 100),
    order('7003', 'Encerrada', 50),
  ]);
  await bulk(app, integration.production.machines, key, [
    { code_erp: 'MQ01', description: 'Masseira espiral', inative: 0 },
    { code_erp: 'MQ02', description: 'Forno turbo', inative: 0 },
    { code_erp: 'MQ09', description: 'Cilindro antigo', inative: 1 },
  ]);
  await bulk(app, integration.production.operators, key, [
    { code_erp: 'OP01', name: 'Antônio Ferreira', inative: 0 },
    { code_erp: 'OP02', name: 'Juliana Ramos', inative: 0 },
  ]);
  await bulk(app, integration.production.situations, key, [
    { code_erp: 'ST01', description: 'Produzindo', kind: 'Produtiva' },
    { code_erp: 'ST02', description: 'Setup', kind: 'Parada' },
    { code_erp: 'ST03', description: 'Falta de matéria-prima', kind: 'Parada' },
    { code_erp: 'ST09', description: 'Reunião', kind: 'Parada', inative: 1 },
    { code_erp: 'RF01', description: 'Queimado', kind: 'Refugo' },
  ]);
  const token = await login(app, tenant.company.id, tenant.accessToken);
  const ids = async (call: typeof api.orderProduction.machines) => {
    const answer = await callApi(app.baseUrl, call, { token });
    return Object.fromEntries(answer.body.data.map((row) => [row.code_erp, row.id]));
  };
  return {
    tenant,
    token,
    machine: await ids(api.orderProduction.machines),
    operator: await ids(api.orderProduction.operators as never),
    situation: await ids(api.orderProduction.situations as never),
  };
}

/** A new open appointment of the factory (OP 7001 on MQ01 by OP01, producing), at `started_at`. */
export function newAppointment(factory: TestFactory, overrides: Partial<Appointment> = {}): Appointment {
  return {
    uuid: randomUUID(),
    company_id: factory.tenant.company.id,
    num_op: '7001',
    machine_id: factory.machine.MQ01 as number,
    operator_id: factory.operator.OP01 as number,
    situation_id: factory.situation.ST01 as number,
    started_at: '2026-11-22T11:00:00.000Z',
    finished_at: null,
    quantity: 0,
    quantity_scrap: 0,
    scrap_reason_id: null,
    pauses: [],
    notes: null,
    ...overrides,
  };
}
