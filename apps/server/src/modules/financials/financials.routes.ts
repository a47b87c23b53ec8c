import type { AppDeps } from '../../app-deps.ts';
import type { CallBinding } from '../../http/bind-call.ts';

/** §7 financials calls (being implemented). */
export function financialsRoutes(_deps: AppDeps): CallBinding[] {
  return [];
}
