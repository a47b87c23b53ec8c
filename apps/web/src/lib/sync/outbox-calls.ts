import { api, type CallBody, type CallParams } from '@rota/contract';
import type { BakeryItem, Client } from '@rota/domain';
import { withClientSearch } from '../db/client-search-row.ts';
import { type ClientRow, myPwaDb } from '../db/my-pwa-db.ts';
import type { CallData } from '../http/http-client.ts';
import { putServerBakeryLines } from './held-bakery-lines.ts';

/**
 * Every write a device makes offline, by contract call name (DESIGN.md "Offline writes"): the
 * outbox stores the name and the body typed from the contract, and the push loop sends it with
 * this call. Screens never call these directly.
 */
export const OUTBOX_CALLS = {
  'clients.create': api.clients.create,
  'clients.update': api.clients.update,
  'clients.addDeliveryAddress': api.clients.addDeliveryAddress,
  'clients.updateDeliveryAddress': api.clients.updateDeliveryAddress,
  'clients.removeDeliveryAddress': api.clients.removeDeliveryAddress,
  'clients.visited': api.clients.visited,
  'sales.create': api.sales.create,
  'sales.addNotes': api.sales.addNotes,
  'notifications.markAsRead': api.notifications.markAsRead,
  'notifications.markAllRead': api.notifications.markAllRead,
  'orderProduction.createApoint': api.orderProduction.createApoint,
  'measurements.create': api.measurements.create,
  'bakery.productionAt': api.bakery.productionAt,
  'bakery.separationAt': api.bakery.separationAt,
  'bakery.deliveryAt': api.bakery.deliveryAt,
} as const;

export type OutboxCallName = keyof typeof OUTBOX_CALLS;
type OutboxCall<N extends OutboxCallName> = (typeof OUTBOX_CALLS)[N];

/** What a screen queues: the call, its path params (when it has some) and its body. */
export type OutboxWrite<N extends OutboxCallName = OutboxCallName> = {
  [K in N]: {
    call: K;
    /** The record's uuid: the server's idempotency key, and the order of this record's writes. */
    uuid: string;
    body: CallBody<OutboxCall<K>>;
  } & (CallParams<OutboxCall<K>> extends undefined
    ? { params?: undefined }
    : { params: CallParams<OutboxCall<K>> });
}[N];

export function isOutboxCallName(name: string): name is OutboxCallName {
  return Object.hasOwn(OUTBOX_CALLS, name);
}

/**
 * What an answer becomes before `acknowledge` stores it, outside the store's transaction (which
 * must wait on nothing but IndexedDB): a client gets its search text.
 */
export async function prepareAnswer(call: OutboxCallName, answer: unknown): Promise<unknown> {
  if (call === 'clients.create' || call === 'clients.update' || call === 'clients.visited') {
    const [row] = await withClientSearch([answer as Client]);
    return row;
  }
  return answer;
}

const putClient = (client: ClientRow) => myPwaDb.clients.put(client);
/** A stamp answers with every line it touched; a line a later stamp still waits on keeps the device's copy. */
const putBakeryLines = (lines: readonly BakeryItem[]) => putServerBakeryLines(lines);

/**
 * After a 2xx the local record becomes the server's answer (DESIGN.md "Push"): a sale or a
 * client with its server id and sync stamps, an acknowledged delivery address; an acknowledged
 * removal deletes the local address; a bakery stamp's answer is the array of lines it touched, each
 * stored by its `id` unless a later stamp of that line still waits (`held-bakery-lines.ts`). A notification marked read left `MyPWA_DB.notifications`
 * when the seller marked it; deleting it again is harmless, and right should a row for it have
 * been stored since. Skipped while a later write of the same record waits (`held-records.ts`).
 */
export const acknowledge: { [N in OutboxCallName]: (data: CallData<OutboxCall<N>>) => Promise<unknown> } = {
  'clients.create': putClient,
  'clients.update': putClient,
  'clients.visited': putClient,
  'clients.addDeliveryAddress': (address) => myPwaDb.deliveryAddresses.put(address),
  'clients.updateDeliveryAddress': (address) => myPwaDb.deliveryAddresses.put(address),
  // The address stays on screen until the server removed it too (a refusal leaves it there).
  'clients.removeDeliveryAddress': ({ uuid }) => myPwaDb.deliveryAddresses.delete(uuid),
  'sales.create': (sale) => myPwaDb.sales.put(sale),
  'sales.addNotes': (sale) => myPwaDb.sales.put(sale),
  'notifications.markAsRead': ({ id }) => myPwaDb.notifications.delete(id),
  // Nothing to store: the rows shown when the seller pressed it were removed then, and one that
  // arrived since stays until the next refresh says whether the server marked it too (deleting
  // every row here could hide one the server created after this mark).
  'notifications.markAllRead': async () => undefined,
  // An appointment's writes follow one another (start, pause, resume, finish): while a later one
  // waits, the tablet's record is newer than this answer and stays (`heldRecordOf`).
  'orderProduction.createApoint': (appointment) => myPwaDb.appointments.put(appointment),
  'measurements.create': (measurement) => myPwaDb.measurements.put(measurement),
  'bakery.productionAt': putBakeryLines,
  'bakery.separationAt': putBakeryLines,
  'bakery.deliveryAt': putBakeryLines,
};

/** The synced tables whose rows a device write changes before the server has it. */
export type HeldTable = 'clients' | 'deliveryAddresses' | 'sales' | 'appointments' | 'measurements';

/** The local record an outbox write changed: the pulls and acknowledgements leave it alone. */
export interface HeldRecord {
  table: HeldTable;
  uuid: string;
}

/**
 * Which local record each write changed, by call (typed from the contract, so a new outbox call
 * must say): a client (its create, edit or visit), a delivery address, a sale, an appointment, a
 * measurement.
 * Notifications marked read change no record kept apart from the mark. A bakery stamp changes
 * many lines keyed by number, not one record: `held-bakery-lines.ts` holds them by the stamp's body.
 */
export const heldRecordOf: { [N in OutboxCallName]: (write: OutboxWrite<N>) => HeldRecord | null } = {
  'clients.create': ({ body }) => ({ table: 'clients', uuid: body.uuid }),
  'clients.update': ({ body }) => ({ table: 'clients', uuid: body.uuid }),
  'clients.visited': ({ params }) => ({ table: 'clients', uuid: params.id }),
  'clients.addDeliveryAddress': ({ body }) => ({ table: 'deliveryAddresses', uuid: body.uuid }),
  'clients.updateDeliveryAddress': ({ params }) => ({ table: 'deliveryAddresses', uuid: params.uuid }),
  'clients.removeDeliveryAddress': ({ params }) => ({ table: 'deliveryAddresses', uuid: params.uuid }),
  'sales.create': ({ body }) => ({ table: 'sales', uuid: body.uuid }),
  'sales.addNotes': ({ params }) => ({ table: 'sales', uuid: params.uuid }),
  'notifications.markAsRead': () => null,
  'notifications.markAllRead': () => null,
  'orderProduction.createApoint': ({ body }) => ({ table: 'appointments', uuid: body.uuid }),
  'measurements.create': ({ body }) => ({ table: 'measurements', uuid: body.uuid }),
  'bakery.productionAt': () => null,
  'bakery.separationAt': () => null,
  'bakery.deliveryAt': () => null,
};
