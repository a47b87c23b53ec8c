import { type LookupKind, type LookupRow, myPwaDb, type NewLookupRow } from '../db/my-pwa-db.ts';
import { toStorageError } from '../db/storage-error.ts';
import { currentOwner } from '../sync/pull-context.ts';
import { nextAttemptAt, type RetryableFailure } from './lookup-outcome.ts';
import { lookupMessages } from './messages.ts';

/** What a screen queues: which lookup, for which client (or one of its delivery addresses). */
export interface QueuedLookup {
  kind: LookupKind;
  value: string;
  client_uuid: string;
  address_uuid?: string | null;
  purpose?: LookupRow['purpose'];
}

let wake: (() => void) | null = null;

/** Lets the runner hear of a new lookup at once (set while it runs). */
export function onLookupQueued(listener: (() => void) | null): void {
  wake = listener;
}

function lookupRow(lookup: QueuedLookup, now: Date): NewLookupRow {
  return {
    kind: lookup.kind,
    value: lookup.value,
    client_uuid: lookup.client_uuid,
    address_uuid: lookup.address_uuid ?? null,
    purpose: lookup.purpose ?? 'autofill',
    owner: currentOwner(),
    status: 'queued',
    result: null,
    error: null,
    failure: null,
    attempts: 0,
    next_attempt_at: null,
    created_at: now.toISOString(),
  };
}

/** Stores a lookup in place of an earlier one of the same kind for the same client or address. */
async function putLookup(row: NewLookupRow): Promise<number> {
  try {
    return await myPwaDb.transaction('rw', myPwaDb.lookups, async () => {
      await myPwaDb.lookups
        .where('client_uuid')
        .equals(row.client_uuid)
        .filter((other) => other.kind === row.kind && other.address_uuid === row.address_uuid)
        .delete();
      return await myPwaDb.lookups.add(row);
    });
  } catch (error) {
    throw toStorageError(error);
  }
}

/**
 * Queues a lookup that could not run now for the runner (`lookup-runner.ts`): `failure` says why,
 * and counts as its first try — a lookup the service refused just now waits its back-off before
 * the runner asks again, never at once. The same kind for the same client (or address) replaces
 * an earlier one not yet applied: only the last CEP typed matters. Answers the row's id and when
 * it goes next (null: when the network is back, or at once).
 */
export async function queueLookup(
  lookup: QueuedLookup,
  now = new Date(),
  failure: RetryableFailure | null = null,
): Promise<{ id: number; retryAt: Date | null }> {
  const retryAt = failure ? nextAttemptAt(failure, 1, now) : null;
  const row = lookupRow(lookup, now);
  const id = await putLookup(
    failure
      ? {
          ...row,
          failure,
          attempts: 1,
          error: lookupMessages.waiting(lookup.kind, failure, retryAt),
          next_attempt_at: retryAt?.toISOString() ?? null,
        }
      : row,
  );
  wake?.();
  return { id, retryAt };
}

/**
 * Keeps an answer that arrived at once but is to be reviewed like a queued one ("Consultar
 * CNPJ" on a stored client: what would change, then Aplicar or Descartar).
 */
export async function storeLookupResult(
  lookup: QueuedLookup,
  result: NonNullable<LookupRow['result']>,
  now = new Date(),
): Promise<number> {
  return putLookup({ ...lookupRow(lookup, now), status: 'ready', result });
}

/** Applied or discarded: the answer leaves the device. */
export async function removeLookup(id: number): Promise<void> {
  await myPwaDb.lookups.delete(id);
}
