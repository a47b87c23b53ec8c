import type { AppDeps } from '../app-deps.ts';
import type { CallBinding } from '../http/bind-call.ts';
import { companiesRoutes } from './companies/companies.routes.ts';
import { devicesRoutes } from './devices/devices.routes.ts';

/** Every §7 call the server answers, module by module. Calls not listed answer 404. */
export function apiRoutes(deps: AppDeps): CallBinding[] {
  return [...companiesRoutes(deps), ...devicesRoutes(deps)];
}
