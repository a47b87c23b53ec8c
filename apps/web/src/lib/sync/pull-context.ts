import { authStore } from '../auth/auth-store.ts';
import { ownerOf } from '../auth/owner.ts';
import { syncMessages } from './messages.ts';
import type { PullContext } from './run-pull.ts';

/** `<company_id>:<seller_id>` of the logged-in seller: whose cursors and outbox entries these are. */
export function currentOwner(): string {
  const owner = ownerOf(authStore.getState());
  if (owner === null) throw new Error(syncMessages.notLoggedIn);
  return owner;
}

/** The logged-in seller's pull context; rejects when nobody is logged in. */
export function currentPullContext(signal?: AbortSignal): PullContext {
  const owner = currentOwner();
  const token = authStore.getState().session?.session_token ?? '';
  return { owner, token, signal };
}
