import type { RealtimeEvent } from '@rota/contract';

/**
 * Where services announce a committed change (DESIGN.md "Realtime"). The socket.io bus sends
 * it to the company's or the seller's room; tests use the recording bus.
 */
export interface EventBus {
  publish(event: RealtimeEvent): void;
}

export function recordingEventBus(): EventBus & { events: RealtimeEvent[] } {
  const events: RealtimeEvent[] = [];
  return { events, publish: (event) => void events.push(event) };
}
