import { api, realtimeEventSchema } from '@rota/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
// The event registry only, not `../socket/index.ts`: that one would pull socket.io into every page.
import { onRealtimeEvent, type RealtimeEventType } from '../socket/realtime-events.ts';
import { apiQueryKey } from './api-query.ts';

/**
 * The online-only queries each server event makes stale (DESIGN.md "Realtime"). Synced tables
 * are not here: the socket module pulls their delta itself. Every event type of the contract
 * must be listed, so a new event is a decision and not an oversight (the compiler checks it).
 */
export const REALTIME_INVALIDATIONS = {
  'notification.created': [apiQueryKey(api.notifications.list)],
  // The ERP's status transitions write a notification for the seller along with the event.
  'sale.status': [apiQueryKey(api.notifications.list)],
  // Catalogue rows are synced tables (pulled by the socket module); the orders a tablet shows are
  // read by number, so an ERP change to orders refreshes them.
  'catalogue.changed': [apiQueryKey(api.orderProduction.get)],
  // A sale began to wait for approval or was decided: sales are a synced table (pulled by the
  // socket module); the seller's notification comes with its own event.
  'sale.approval': [],
  // Another tablet started, paused or finished an appointment: the day's list and the orders shown.
  'appointment.changed': [apiQueryKey(api.orderProduction.apoints), apiQueryKey(api.orderProduction.get)],
  // Another device stamped bakery lines (or a sale changed the day): the day's lines refetch.
  'bakery.changed': [apiQueryKey(api.bakery.production), apiQueryKey(api.bakery.delivery)],
} as const satisfies Record<RealtimeEventType, readonly QueryKey[]>;

/**
 * Invalidates the queries of `REALTIME_INVALIDATIONS` when their event arrives: the ones on
 * screen refetch at once, the others when next shown. Returns the function that stops it.
 */
export function startRealtimeInvalidation(client: QueryClient): () => void {
  const types = realtimeEventSchema.options.map((option) => option.shape.type.value);
  const stops = types.map((type) =>
    onRealtimeEvent(type, () => {
      for (const queryKey of REALTIME_INVALIDATIONS[type]) {
        client.invalidateQueries({ queryKey }).catch((error: unknown) => {
          console.warn('[rota] atualização após evento em tempo real:', error);
        });
      }
    }),
  );
  return () => {
    for (const stop of stops) stop();
  };
}
