import { bakeryCalls } from './calls/bakery.calls.ts';
import { catalogueCalls } from './calls/catalogue.calls.ts';
import { chartsCalls } from './calls/charts.calls.ts';
import { clientsCalls } from './calls/clients.calls.ts';
import { companiesCalls } from './calls/companies.calls.ts';
import { devicesCalls } from './calls/devices.calls.ts';
import { financialsCalls } from './calls/financials.calls.ts';
import { goalsCalls } from './calls/goals.calls.ts';
import { lookupsCalls } from './calls/lookups.calls.ts';
import { managerCalls } from './calls/manager.calls.ts';
import { measurementsCalls } from './calls/measurements.calls.ts';
import { notificationsCalls } from './calls/notifications.calls.ts';
import { orderProductionCalls } from './calls/order-production.calls.ts';
import { promotionsCalls } from './calls/promotions.calls.ts';
import { salesCalls } from './calls/sales.calls.ts';
import { visitsCalls } from './calls/visits.calls.ts';
import type { CallDefinition } from './define-call.ts';

/** Every §7 call, by area: the server registers these, the web client calls through them. */
export const api = {
  companies: companiesCalls,
  devices: devicesCalls,
  clients: clientsCalls,
  catalogue: catalogueCalls,
  sales: salesCalls,
  financials: financialsCalls,
  notifications: notificationsCalls,
  bakery: bakeryCalls,
  charts: chartsCalls,
  manager: managerCalls,
  goals: goalsCalls,
  promotions: promotionsCalls,
  orderProduction: orderProductionCalls,
  lookups: lookupsCalls,
  measurements: measurementsCalls,
  visits: visitsCalls,
} as const;

type ChartCalls = Omit<typeof chartsCalls, 'byHash'> & Omit<typeof managerCalls, 'summary' | 'savedCharts'>;

/** The name of a call answering one chart (`chartDataSchema`): §7's charts but `byHash`, and the manager's. */
export type ChartCallName = ChartCalls[keyof ChartCalls]['name'];

/** The same calls as one flat list, for route registration, OpenAPI and tests. */
export const apiCalls: readonly CallDefinition[] = Object.values(api).flatMap((area) => Object.values(area));
