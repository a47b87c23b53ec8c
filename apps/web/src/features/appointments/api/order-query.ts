import { api } from '@rota/contract';
import { queryOptions } from '@tanstack/react-query';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { toStorageError } from '#lib/db/storage-error.ts';
import { callApi, HttpError } from '#lib/http/http-client.ts';
import { apiQuery } from '#lib/query/index.ts';
import { putServerAppointments } from './store-server-appointments.ts';

/** What the query answers: the number found (the card reads the order from `MyPWA_DB`). */
export type OrderLookup = { found: true; numOp: string } | { found: false };

/** Reads an order from the server and keeps it, and its appointments, on the tablet. */
export async function fetchAndStoreOrder(numOp: string, signal?: AbortSignal): Promise<OrderLookup> {
  try {
    const { appointments, ...order } = await callApi(api.orderProduction.get, { params: { numOp }, signal });
    try {
      await myPwaDb.transaction(
        'rw',
        myPwaDb.productionOrders,
        myPwaDb.appointments,
        myPwaDb.outbox,
        async () => {
          await myPwaDb.productionOrders.put({ ...order, fetched_at: new Date().toISOString() });
          await putServerAppointments(appointments);
        },
      );
    } catch (error) {
      throw toStorageError(error);
    }
    return { found: true, numOp: order.num_op };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) {
      await myPwaDb.productionOrders.delete(numOp);
      return { found: false };
    }
    throw error;
  }
}

/**
 * The refresh of an order the operator typed or scanned (or the one the machine runs): the card
 * reads `MyPWA_DB.productionOrders` and `appointments`, so it shows offline what was last seen;
 * this query brings them up to date when it can — on mount, when the network comes back and
 * when an appointment or the ERP changes orders (lib/query `REALTIME_INVALIDATIONS`).
 */
export function orderQuery(numOp: string) {
  return queryOptions({
    queryKey: apiQuery(api.orderProduction.get, { params: { numOp } }).queryKey,
    queryFn: ({ signal }) => fetchAndStoreOrder(numOp, signal),
    refetchOnReconnect: 'always',
  });
}
