import { useOwner } from '#lib/auth/index.ts';

/**
 * The logged-in seller as the outbox stores an entry's owner (`<company_id>:<seller_id>`, the
 * format of lib/sync `currentOwner`); null when nobody is logged in. Read through `useAuth` so
 * the screens re-render on a login.
 */
export function useOutboxOwner(): string | null {
  return useOwner();
}
