import type { AppDeps } from '../../app-deps.ts';
import type { CallBinding } from '../../http/bind-call.ts';

/** The ERP integration API under /integration/v1/ (being implemented). */
export function integrationRoutes(_deps: AppDeps): CallBinding[] {
  return [];
}
