import { REALTIME_EVENT } from '@rota/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PEER_DISCOVERY_MS, socketEventBus } from './socket-event-bus.ts';

/** A socket.io server as the bus sees it, with the PostgreSQL adapter's `nodesMap` of other processes. */
function fakeServer(otherProcesses: number) {
  const sent: string[] = [];
  const target = (how: string) => ({ emit: (name: string) => sent.push(`${how} ${name}`) });
  const io = {
    to: () => ({ ...target('cluster'), local: target('local') }),
    of: () => ({ adapter: { nodesMap: new Map(Array.from({ length: otherProcesses }, (_, i) => [i, {}])) } }),
  };
  return { io, sent };
}

const event = {
  type: 'notification.created',
  company_id: 1,
  seller_id: null,
  notification_id: 1,
} as const;

describe('socketEventBus', () => {
  afterEach(() => vi.useRealTimers());

  it('sends through the adapter while it may not have heard of the other processes yet, then alone to its own sockets', () => {
    vi.useFakeTimers();
    const { io, sent } = fakeServer(0);
    const bus = socketEventBus(io as never, { validate: true });
    bus.publish(event);
    vi.advanceTimersByTime(PEER_DISCOVERY_MS - 1);
    bus.publish(event);
    vi.advanceTimersByTime(1);
    bus.publish(event);
    expect(sent).toEqual([
      `cluster ${REALTIME_EVENT}`,
      `cluster ${REALTIME_EVENT}`,
      `local ${REALTIME_EVENT}`,
    ]);
  });

  it('sends through the adapter whenever it knows another process', () => {
    vi.useFakeTimers();
    const { io, sent } = fakeServer(1);
    const bus = socketEventBus(io as never, { validate: true });
    vi.advanceTimersByTime(PEER_DISCOVERY_MS * 3);
    bus.publish(event);
    expect(sent).toEqual([`cluster ${REALTIME_EVENT}`]);
  });
});
