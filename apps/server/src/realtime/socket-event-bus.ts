import { REALTIME_EVENT, type RealtimeEvent, realtimeEventSchema } from '@rota/contract';
import type { Server } from 'socket.io';
import type { EventBus } from './event-bus.ts';
import { realtimeRooms } from './realtime-rooms.ts';

/** What the server sends to sockets: one event name, the payload of `realtimeEventSchema`. */
export interface ServerToClientEvents {
  [REALTIME_EVENT]: (event: RealtimeEvent) => void;
}

export interface SocketEventBusOptions {
  /** Check every event against the contract before sending it (tests): a bad one throws. */
  validate: boolean;
}

/**
 * The event bus of production: sends each committed change to the seller's room, or to the
 * company's room when `seller_id` is null, under `REALTIME_EVENT`. With the PostgreSQL adapter
 * the emit reaches the sockets of every server process. Publishing never waits and never throws
 * for a delivery problem: the client pulls on reconnect anyway.
 */
export function socketEventBus(
  io: Pick<Server<Record<string, never>, ServerToClientEvents>, 'to'>,
  options: SocketEventBusOptions,
): EventBus {
  return {
    publish(event) {
      const payload = options.validate ? realtimeEventSchema.parse(event) : event;
      io.to(realtimeRooms.of(payload)).emit(REALTIME_EVENT, payload);
    },
  };
}
