import type { AppDeps } from '../../app-deps.ts';
import type { CallBinding } from '../../http/bind-call.ts';

/** §7 clients calls (being implemented). */
export function clientsRoutes(_deps: AppDeps): CallBinding[] {
  return [];
}
