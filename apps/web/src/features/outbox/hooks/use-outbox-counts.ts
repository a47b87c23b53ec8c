import { useLiveQuery } from 'dexie-react-hooks';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
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
  return (
    // One read transaction for both: the header re-reads them after every commit of a push.
    useLiveQuery(async () => {
      const [pending, failed] = await myPwaDb.transaction('r', myPwaDb.outbox, () =>
        Promise.all([
          myPwaDb.outbox.count(),
          // Failed entries are few: the status index finds them without reading every body.
          myPwaDb.outbox
            .where('status')
            .equals('failed')
            .filter((entry) => entry.owner === owner)
            .count(),
        ]),
      );
      return { pending, failed };
    }, [owner]) ?? { pending: 0, failed: 0 }
  );
}
