import type { AppDeps } from '../../app-deps.ts';
import type { CallBinding } from '../../http/bind-call.ts';

/** §7 notifications calls (being implemented). */
export function notificationsRoutes(_deps: AppDeps): CallBinding[] {
  return [];
}
