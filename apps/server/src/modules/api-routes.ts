import type { AppDeps } from '../app-deps.ts';
import type { CallBinding } from '../http/bind-call.ts';
import { bakeryRoutes } from './bakery/index.ts';
import { catalogueRoutes } from './catalogue/index.ts';
import { chartsRoutes } from './charts/index.ts';
import { clientsRoutes } from './clients/index.ts';
import { companiesRoutes } from './companies/index.ts';
import { devicesRoutes } from './devices/index.ts';
import { financialsRoutes } from './financials/index.ts';
import { goalsRoutes } from './goals/index.ts';
import { lookupsRoutes } from './lookups/index.ts';
import { measurementsRoutes } from './measurements/index.ts';
import { notificationsRoutes } from './notifications/index.ts';
import { orderProductionRoutes } from './order-production/index.ts';
import { salesRoutes } from './sales/index.ts';

/** Every §7 call the server answers, module by module. Calls not listed answer 404. */
export function apiRoutes(deps: AppDeps): CallBinding[] {
  return [
    ...companiesRoutes(deps),
    ...devicesRoutes(deps),
    ...clientsRoutes(deps),
    ...catalogueRoutes(deps),
    ...salesRoutes(deps),
    ...financialsRoutes(deps),
    ...notificationsRoutes(deps),
    ...lookupsRoutes(deps),
    ...orderProductionRoutes(deps),
    ...measurementsRoutes(deps),
    ...bakeryRoutes(deps),
    ...chartsRoutes(deps),
    ...goalsRoutes(deps),
  ];
}
