import { chartDataSchema, managerSummarySchema, savedChartEntrySchema } from '@rota/domain';
import { z } from 'zod';
import { type CallDeclaration, defineCall } from '../define-call.ts';
import { dataEnvelope } from '../envelope.ts';
import { chartErrors, chartQuerySchema } from './charts.calls.ts';

const tag = 'Gestor';
const auth = { kind: 'area', permission: 'canAccessManager' } as const;

function managerChart<const N extends string, const P extends string>(name: N, path: P, summary: string) {
  return defineCall({
    name,
    method: 'GET',
    path,
    summary,
    tag,
    auth,
    errors: chartErrors,
    schemas: () => ({ query: chartQuerySchema, response: dataEnvelope(chartDataSchema) }),
  } satisfies CallDeclaration);
}

/**
 * Rota's own calls of the manager area (docs/manager.md): what §2's screens show that none of §7's
 * chart calls answers — the dashboard's KPIs, purchases and payables, overdue ageing, production
 * orders and appointments, and the list of saved charts. Under `manager/` so that no saved
 * chart's hash can ever shadow them.
 */
export const managerCalls = {
  summary: defineCall({
    name: 'manager.summary',
    method: 'GET',
    path: 'manager/summary',
    summary: 'Indicadores do painel do gestor',
    tag,
    auth,
    errors: chartErrors,
    schemas: () => ({ query: chartQuerySchema, response: dataEnvelope(managerSummarySchema) }),
  }),
  purchasesMonthYear: managerChart(
    'manager.purchasesMonthYear',
    'manager/purchases-month-year',
    'Compras e contas a pagar por mês',
  ),
  purchasesSupplier: managerChart(
    'manager.purchasesSupplier',
    'manager/purchases-supplier',
    'Compras por fornecedor',
  ),
  overdueAgeing: managerChart(
    'manager.overdueAgeing',
    'manager/overdue-ageing',
    'Títulos vencidos por atraso',
  ),
  productionOrders: managerChart(
    'manager.productionOrders',
    'manager/production-orders',
    'Ordens de produção por situação',
  ),
  appointmentsMachine: managerChart(
    'manager.appointmentsMachine',
    'manager/appointments-machine',
    'Produção apontada por máquina',
  ),
  savedCharts: defineCall({
    name: 'manager.savedCharts',
    method: 'GET',
    path: 'manager/saved-charts',
    summary: 'Gráficos salvos da empresa',
    tag,
    auth,
    schemas: () => ({ response: dataEnvelope(z.array(savedChartEntrySchema)) }),
  }),
} as const;
