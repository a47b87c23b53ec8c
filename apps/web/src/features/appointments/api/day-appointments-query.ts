import { api } from '@rota/contract';
import { addDays, zonedDate } from '@rota/domain';
import { queryOptions } from '@tanstack/react-query';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { callApi } from '#lib/http/http-client.ts';
import { apiQuery } from '#lib/query/index.ts';
import { fetchAndStoreOrder } from './order-query.ts';
import { storeServerAppointments } from './store-server-appointments.ts';

/** Appointments of days before this many are dropped from the tablet once sent (the screen shows today). */
export const KEEP_DAYS = 3;

/**
 * Drops what the tablet no longer needs: orders not read for `KEEP_DAYS` days with nothing open
 * or unsent on them, then finished appointments the server acknowledged (they carry
 * `updated_at`) that ended before those days and whose order is no longer kept. An order kept on
 * the tablet keeps all its appointments, so its progress adds up to the server's sums.
 */
export async function pruneOldAppointments(today: string): Promise<void> {
  const first = addDays(today, -(KEEP_DAYS - 1));
  await myPwaDb.transaction(
    'rw',
    [myPwaDb.appointments, myPwaDb.outbox, myPwaDb.productionOrders],
    async () => {
      const waiting = new Set((await myPwaDb.outbox.toArray()).map((entry) => entry.uuid));
      const appointments = await myPwaDb.appointments.toArray();
      const inUse = new Set(
        appointments
          .filter((row) => row.finished_at === null || waiting.has(row.uuid))
          .map((row) => row.num_op),
      );
      const orders = await myPwaDb.productionOrders.toArray();
      const stale = orders.filter(
        (order) => zonedDate(new Date(order.fetched_at)) < first && !inUse.has(order.num_op),
      );
      await myPwaDb.productionOrders.bulkDelete(stale.map((order) => order.num_op));
      const staleNumbers = new Set(stale.map((order) => order.num_op));
      const kept = new Set(orders.map((order) => order.num_op).filter((numOp) => !staleNumbers.has(numOp)));
      const old = appointments.filter(
        (row) =>
          row.updated_at !== undefined &&
          row.finished_at !== null &&
          !waiting.has(row.uuid) &&
          !kept.has(row.num_op) &&
          zonedDate(new Date(row.finished_at)) < first,
      );
      await myPwaDb.appointments.bulkDelete(old.map((row) => row.uuid));
    },
  );
}

/**
 * Brings the day's appointments of the whole factory (every machine, every operator) to the
 * tablet: the machine board and the operator's list read them from `MyPWA_DB`. Then the orders
 * that machines run now and the tablet does not have yet are read too, so a tablet that loses the
 * network later can still show and finish them. Runs on mount, when the network comes back and on
 * `appointment.changed` (lib/query `REALTIME_INVALIDATIONS`).
 */
export function dayAppointmentsQuery(date: string) {
  return queryOptions({
    queryKey: apiQuery(api.orderProduction.apoints, { query: { date } }).queryKey,
    queryFn: async ({ signal }) => {
      const rows = await callApi(api.orderProduction.apoints, { query: { date }, signal });
      await storeServerAppointments(rows);
      await pruneOldAppointments(date);
      const running = [...new Set(rows.filter((row) => row.finished_at === null).map((row) => row.num_op))];
      const known = new Set((await myPwaDb.productionOrders.bulkGet(running)).map((order) => order?.num_op));
      for (const numOp of running.filter((value) => !known.has(value))) {
        await fetchAndStoreOrder(numOp, signal).catch((error: unknown) =>
          console.warn(`[rota] OP ${numOp} não guardada no tablet:`, error),
        );
      }
      return rows.length;
    },
    refetchOnReconnect: 'always',
  });
}
