import type { RealtimeEvent } from '@rota/contract';

export type RealtimeEventType = RealtimeEvent['type'];
export type RealtimeEventOf<T extends RealtimeEventType> = Extract<RealtimeEvent, { type: T }>;

type AnyHandler = (event: RealtimeEvent) => void;
const handlers = new Map<RealtimeEventType, Set<AnyHandler>>();

/** Subscribes to one kind of server event (e.g. `notification.created`); returns the unsubscribe. */
export function onRealtimeEvent<T extends RealtimeEventType>(
  type: T,
  handler: (event: RealtimeEventOf<T>) => void,
): () => void {
  const set = handlers.get(type) ?? new Set<AnyHandler>();
  handlers.set(type, set);
  set.add(handler as AnyHandler);
  return () => set.delete(handler as AnyHandler);
}

/** Hands a validated event to its subscribers; one failing subscriber does not stop the others. */
export function dispatchRealtimeEvent(event: RealtimeEvent): void {
  for (const handler of handlers.get(event.type) ?? []) {
    try {
      handler(event);
    } catch (error) {
      console.error('[rota] realtime handler:', error);
    }
  }
}
