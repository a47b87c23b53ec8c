import { authStore } from '../auth/auth-store.ts';
import { syncMessages } from './messages.ts';
import type { PullContext } from './run-pull.ts';

/** `<company_id>:<seller_id>` of the logged-in seller: whose cursors and outbox entries these are. */
export function currentOwner(): string {
  const { session, companyId } = authStore.getState();
  if (!session || companyId === null) throw new Error(syncMessages.notLoggedIn);
  return `${companyId}:${session.seller.id}`;
}

/** The logged-in seller's pull context; rejects when nobody is logged in. */
export function currentPullContext(signal?: AbortSignal): PullContext {
  const owner = currentOwner();
  const token = authStore.getState().session?.session_token ?? '';
  return { owner, token, signal };
}
