import { useStore } from '../store/use-store.ts';
import { type AuthState, authStore } from './auth-store.ts';

/**
 * The logged-in seller as the device keys what is theirs (`<company_id>:<seller_id>`: outbox
 * entries, sync cursors, drafts, the history banner); null when nobody is logged in. One place,
 * so a key written by the sync is the key a screen reads.
 */
export function ownerOf(state: Pick<AuthState, 'session' | 'companyId'>): string | null {
  const { session, companyId } = state;
  return session && companyId !== null ? `${companyId}:${session.seller.id}` : null;
}

/** {@link ownerOf} the login, re-rendering on login and logout. */
export function useOwner(): string | null {
  return ownerOf(useStore(authStore));
}
