import { authStore } from '../auth/auth-store.ts';
import { syncMessages } from './messages.ts';
import type { PullContext } from './run-pull.ts';

/** The logged-in seller's pull context; rejects when nobody is logged in. */
export function currentPullContext(signal?: AbortSignal): PullContext {
  const { session, companyId } = authStore.getState();
  if (!session || companyId === null) throw new Error(syncMessages.notLoggedIn);
  return { owner: `${companyId}:${session.seller.id}`, token: session.session_token, signal };
}
