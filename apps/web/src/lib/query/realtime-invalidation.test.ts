import { api, type RealtimeEvent } from '@rota/contract';
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchRealtimeEvent } from '../socket/realtime-events.ts';
import { apiQuery } from './api-query.ts';
import { createQueryClient } from './query-client.ts';
import { REALTIME_INVALIDATIONS, startRealtimeInvalidation } from './realtime-invalidation.ts';

const events: Record<RealtimeEvent['type'], RealtimeEvent> = {
  'notification.created': {
    type: 'notification.created',
    company_id: 1,
    seller_id: null,
    notification_id: 3,
  },
  'sale.status': {
    type: 'sale.status',
    company_id: 1,
    seller_id: 7,
    sale_uuid: '0190a3c4-0000-7000-8000-000000000001',
    status: 'Processado',
    cursor: '42',
  },
  'sale.approval': {
    type: 'sale.approval',
    company_id: 1,
    seller_id: null,
    sale_uuid: '0190a3c4-0000-7000-8000-000000000001',
    approval_status: 'Aguardando',
    cursor: '45',
  },
  'catalogue.changed': {
    type: 'catalogue.changed',
    company_id: 1,
    seller_id: null,
    calls: ['products.all'],
    cursor: '43',
  },
  'appointment.changed': {
    type: 'appointment.changed',
    company_id: 1,
    seller_id: null,
    uuid: '0190a3c4-0000-7000-8000-000000000002',
    num_op: '7001',
    machine_id: 3,
    cursor: '44',
  },
  'bakery.changed': {
    type: 'bakery.changed',
    company_id: 1,
    seller_id: null,
    delivery_dates: ['2026-11-24'],
    ids: [5],
  },
};

let stop: () => void = () => undefined;
afterEach(() => stop());

/** A client with an answered notifications query and an answered chart query. */
async function cachedClient() {
  const client = createQueryClient();
  await client.prefetchQuery({ ...apiQuery(api.notifications.list), queryFn: async () => [] });
  await client.prefetchQuery({ ...apiQuery(api.charts.salesGroupDay), queryFn: async () => ({}) as never });
  const invalidated = () =>
    client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey[0]);
  return { client, invalidated };
}

describe('startRealtimeInvalidation', () => {
  it.each(['notification.created', 'sale.status'] as const)(
    '%s invalidates the notifications',
    async (type) => {
      const { client, invalidated } = await cachedClient();
      stop = startRealtimeInvalidation(client);
      dispatchRealtimeEvent(events[type]);
      await vi.waitFor(() => expect(invalidated()).toEqual(['notifications.list']));
    },
  );

  it('refetches an invalidated query that is on screen', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(async () => []);
    const observer = new QueryObserver(client, { ...apiQuery(api.notifications.list), queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('success'));
    stop = startRealtimeInvalidation(client);
    dispatchRealtimeEvent(events['notification.created']);
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
    unsubscribe();
  });

  it('a catalogue change invalidates only the orders read by number (synced tables pull themselves)', async () => {
    expect(REALTIME_INVALIDATIONS['catalogue.changed']).toEqual([['orderProduction.get']]);
    const { client, invalidated } = await cachedClient();
    stop = startRealtimeInvalidation(client);
    dispatchRealtimeEvent(events['catalogue.changed']);
    await Promise.resolve();
    expect(invalidated()).toEqual([]);
  });

  it('an appointment change refreshes the day’s appointments and the orders shown', async () => {
    const { client, invalidated } = await cachedClient();
    await client.prefetchQuery({
      ...apiQuery(api.orderProduction.apoints, { query: { date: '2026-11-22' } }),
      queryFn: async () => [],
    });
    await client.prefetchQuery({
      ...apiQuery(api.orderProduction.get, { params: { numOp: '7001' } }),
      queryFn: async () => ({}) as never,
    });
    stop = startRealtimeInvalidation(client);
    dispatchRealtimeEvent(events['appointment.changed']);
    await vi.waitFor(() =>
      expect(invalidated().sort()).toEqual(['orderProduction.apoints', 'orderProduction.get']),
    );
  });

  it('stops listening when stopped', async () => {
    const { client, invalidated } = await cachedClient();
    startRealtimeInvalidation(client)();
    dispatchRealtimeEvent(events['notification.created']);
    await Promise.resolve();
    expect(invalidated()).toEqual([]);
  });
});
