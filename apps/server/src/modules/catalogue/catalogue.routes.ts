import type { AppDeps } from '../../app-deps.ts';
import type { CallBinding } from '../../http/bind-call.ts';

/** §7 catalogue calls (being implemented). */
export function catalogueRoutes(_deps: AppDeps): CallBinding[] {
  return [];
}
