import { api, type CallBody, type CallParams } from '@rota/contract';
import { myPwaDb } from '../db/my-pwa-db.ts';
import type { CallData } from '../http/http-client.ts';

/**
 * Every write a device makes offline, by contract call name (DESIGN.md "Offline writes"): the
 * outbox stores the name and the body typed from the contract, and the push loop sends it with
 * this call. Screens never call these directly.
 */
export const OUTBOX_CALLS = {
  'clients.create': api.clients.create,
  'clients.update': api.clients.update,
  'clients.addDeliveryAddress': api.clients.addDeliveryAddress,
  'clients.visited': api.clients.visited,
  'sales.create': api.sales.create,
  'sales.addNotes': api.sales.addNotes,
  'notifications.markAsRead': api.notifications.markAsRead,
  'notifications.markAllRead': api.notifications.markAllRead,
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
 * After a 2xx the local record becomes the server's answer (DESIGN.md "Push"): a sale or a
 * client with its server id and sync stamps, an acknowledged delivery address. A notification
 * marked read left `MyPWA_DB.notifications` when the seller marked it; deleting it again is
 * harmless, and right should a row for it have been stored since.
 */
export const acknowledge: { [N in OutboxCallName]: (data: CallData<OutboxCall<N>>) => Promise<unknown> } = {
  'clients.create': (client) => myPwaDb.clients.put(client),
  'clients.update': (client) => myPwaDb.clients.put(client),
  'clients.visited': (client) => myPwaDb.clients.put(client),
  'clients.addDeliveryAddress': (address) => myPwaDb.deliveryAddresses.put(address),
  'sales.create': (sale) => myPwaDb.sales.put(sale),
  'sales.addNotes': (sale) => myPwaDb.sales.put(sale),
  'notifications.markAsRead': ({ id }) => myPwaDb.notifications.delete(id),
  // Nothing to store: the rows shown when the seller pressed it were removed then, and one that
  // arrived since stays until the next refresh says whether the server marked it too (deleting
  // every row here could hide one the server created after this mark).
  'notifications.markAllRead': async () => undefined,
};
