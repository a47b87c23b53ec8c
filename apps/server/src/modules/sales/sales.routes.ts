import type { AppDeps } from '../../app-deps.ts';
import type { CallBinding } from '../../http/bind-call.ts';

/** §7 sales calls (being implemented). */
export function salesRoutes(_deps: AppDeps): CallBinding[] {
  return [];
}
