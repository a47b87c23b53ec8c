import { useLiveQuery } from 'dexie-react-hooks';
import { readOutboxCounts } from '#lib/sync/index.ts';
import { useOutboxOwner } from './use-outbox-owner.ts';

export interface OutboxCounts {
  /** Entries of the device not yet acknowledged, of every seller (each one is unsent work). */
  pending: number;
  /** The logged-in seller's entries the server refused, waiting for them to resend or discard. */
  failed: number;
}

/** The outbox counts, read live: a save, an acknowledgement or a discard changes them at once. */
export function useOutboxCounts(): OutboxCounts {
  const owner = useOutboxOwner();
  return useLiveQuery(() => readOutboxCounts(owner), [owner]) ?? { pending: 0, failed: 0 };
}
