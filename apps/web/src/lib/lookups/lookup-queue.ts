import { type LookupKind, type LookupRow, myPwaDb, type NewLookupRow } from '../db/my-pwa-db.ts';
import { toStorageError } from '../db/storage-error.ts';
import { currentOwner } from '../sync/pull-context.ts';

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
 * Queues a lookup that could not run now (offline, the service busy) for the runner
 * (`lookup-runner.ts`). The same kind for the same client (or address) replaces an earlier one
 * not yet applied: only the last CEP typed matters.
 */
export async function queueLookup(lookup: QueuedLookup, now = new Date()): Promise<number> {
  const id = await putLookup(lookupRow(lookup, now));
  wake?.();
  return id;
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
