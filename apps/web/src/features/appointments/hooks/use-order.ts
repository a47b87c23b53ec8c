import {
  type OrderProgress,
  orderProgress,
  orderStatusAfter,
  type ProductionOrderStatus,
} from '@rota/domain';
import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { myPwaDb, type ProductionOrderRow } from '#lib/db/my-pwa-db.ts';
import { orderQuery } from '../api/order-query.ts';

export type OrderView =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'notFound' }
  /** Offline, and this tablet never saw the order. */
  | { kind: 'offlineUnknown' }
  | { kind: 'failed' }
  | {
      kind: 'found';
      order: ProductionOrderRow;
      /** Its status once the tablet's own appointments are counted (the domain's rule, as the server's). */
      status: ProductionOrderStatus;
      progress: OrderProgress;
      /** The server could not be asked just now: what is shown is as of `order.fetched_at`. */
      stale: boolean;
    };

/**
 * An order by its number: read live from `MyPWA_DB` with its appointments (the server's and the
 * tablet's not sent yet), its progress and status computed by the domain's rules, so planned,
 * done and left move the moment the operator finishes, online or not; refreshed from the server
 * when it can.
 */
export function useOrder(numOp: string | null): OrderView {
  const query = useQuery({ ...orderQuery(numOp ?? ''), enabled: numOp !== null });
  const stored = useLiveQuery(async () => {
    if (numOp === null) return null;
    const [order, appointments] = await Promise.all([
      myPwaDb.productionOrders.get(numOp),
      myPwaDb.appointments.where('num_op').equals(numOp).toArray(),
    ]);
    return { order: order ?? null, appointments };
  }, [numOp]);
  if (numOp === null) return { kind: 'none' };
  if (stored?.order) {
    const { order, appointments } = stored;
    return {
      kind: 'found',
      order,
      status: orderStatusAfter(order.status, appointments),
      progress: orderProgress(order, appointments),
      stale: query.fetchStatus === 'paused' || query.isError,
    };
  }
  if (query.data?.found === false) return { kind: 'notFound' };
  if (query.fetchStatus === 'paused') return { kind: 'offlineUnknown' };
  if (query.isError) return { kind: 'failed' };
  return { kind: 'loading' };
}
