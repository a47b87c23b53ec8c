import type { AppDeps } from '../app-deps.ts';
import type { CallBinding } from '../http/bind-call.ts';
import { bakeryRoutes } from './bakery/bakery.routes.ts';
import { catalogueRoutes } from './catalogue/catalogue.routes.ts';
import { chartsRoutes } from './charts/charts.routes.ts';
import { clientsRoutes } from './clients/clients.routes.ts';
import { companiesRoutes } from './companies/companies.routes.ts';
import { devicesRoutes } from './devices/devices.routes.ts';
import { financialsRoutes } from './financials/financials.routes.ts';
import { lookupsRoutes } from './lookups/lookups.routes.ts';
import { measurementsRoutes } from './measurements/measurements.routes.ts';
import { notificationsRoutes } from './notifications/notifications.routes.ts';
import { orderProductionRoutes } from './order-production/order-production.routes.ts';
import { salesRoutes } from './sales/sales.routes.ts';

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
  ];
}
