import type { MyPwaTableName } from '../../db/my-pwa-db.ts';
import { appointmentWrite } from './appointment.ts';
import { bakeryDelivery, bakeryProduction, bakerySeparation } from './bakery-stamps.ts';
import { clientCreate, clientUpdate } from './client.ts';
import { clientVisit } from './client-visit.ts';
import { addressAdd, addressRemove, addressUpdate } from './delivery-address.ts';
import { measurementWrite } from './measurement.ts';
import { notificationRead, notificationsAllRead } from './notification-marks.ts';
import { saleCreate } from './sale.ts';
import { saleApproval } from './sale-approval.ts';
import { saleNotes } from './sale-notes.ts';
import { visitPhotoPart } from './visit-photo-part.ts';
import type { AnyWriteDeclaration, HeldBy, QueuedWrite, StoredWrite } from './write-declaration.ts';

/** Each entry under its own call's name: a key that is not its declaration's call does not compile. */
type Registry<R> = { [N in keyof R]: AnyWriteDeclaration & { call: { name: N } } };

const registry = <const R extends Registry<R>>(writes: R): R => writes;

/**
 * Every write a device makes offline, by contract call name (DESIGN.md "Offline writes",
 * docs/offline-writes.md): the outbox stores the name and the body typed from the contract, and
 * the push loop, the held records and "Pendências de envio" read everything else from the
 * declaration. Screens never call these directly. A new write: its declaration file and one line
 * here.
 */
export const OFFLINE_WRITES = registry({
  'clients.create': clientCreate,
  'clients.update': clientUpdate,
  'clients.addDeliveryAddress': addressAdd,
  'clients.updateDeliveryAddress': addressUpdate,
  'clients.removeDeliveryAddress': addressRemove,
  'clients.visited': clientVisit,
  'sales.create': saleCreate,
  'sales.addNotes': saleNotes,
  'sales.decideApproval': saleApproval,
  'notifications.markAsRead': notificationRead,
  'notifications.markAllRead': notificationsAllRead,
  'orderProduction.createApoint': appointmentWrite,
  'measurements.create': measurementWrite,
  'bakery.productionAt': bakeryProduction,
  'bakery.separationAt': bakerySeparation,
  'bakery.deliveryAt': bakeryDelivery,
  'visits.photoPart': visitPhotoPart,
});

type OfflineWrites = typeof OFFLINE_WRITES;
export type OutboxCallName = keyof OfflineWrites;

/** What a screen queues: the call, its path params (when it has some) and its body. */
export type OutboxWrite<N extends OutboxCallName = OutboxCallName> = {
  [K in N]: QueuedWrite<OfflineWrites[K]['call']>;
}[N];

export function isOutboxCallName(name: string): name is OutboxCallName {
  return Object.hasOwn(OFFLINE_WRITES, name);
}

/** The declaration of a stored entry's call; null for a call this version no longer knows. */
export function writeOf(entry: StoredWrite): AnyWriteDeclaration | null {
  return isOutboxCallName(entry.call) ? OFFLINE_WRITES[entry.call] : null;
}

/** The synced tables whose rows a device write changes before the server has it (`held-records.ts`). */
export type HeldTable = NonNullable<OfflineWrites[OutboxCallName]['held']>['table'];

/** The local record an outbox write changed: the pulls and acknowledgements leave it alone. */
export interface HeldRecord {
  table: HeldTable;
  uuid: string;
}

const HELD_TABLES: ReadonlySet<string> = new Set(
  Object.values(OFFLINE_WRITES).flatMap(({ held }): MyPwaTableName[] => (held ? [held.table] : [])),
);

/** Whether a table's rows can hold device writes (the others are the server's alone): read from the declarations. */
export function isHeldTable(table: string): table is HeldTable {
  return HELD_TABLES.has(table);
}

/** The local record an outbox entry's write changed, if any (its declaration's `held`). */
export function heldRecord(entry: StoredWrite): HeldRecord | null {
  if (!isOutboxCallName(entry.call)) return null;
  const held = OFFLINE_WRITES[entry.call].held;
  if (held === null) return null;
  // An entry is the write it was queued as: its call decides the shape of its params and body.
  const read: HeldBy<StoredWrite, MyPwaTableName> = held;
  return { table: held.table, uuid: read.uuid(entry) };
}

/**
 * What orders an entry among the others (docs/offline-writes.md "Order"): the uuid it is queued
 * under (its record's, or its client's for an address, a visit or a photo) and the keys its
 * declaration adds (`orderKeys`). A body queued by an older version that lacks what a key is read
 * from gives no extra key rather than stopping the push.
 */
export function orderKeysOf(entry: StoredWrite): string[] {
  const write = writeOf(entry);
  try {
    return [entry.uuid, ...(write?.orderKeys?.(entry) ?? [])];
  } catch {
    return [entry.uuid];
  }
}
