import { REALTIME_EVENT, type RealtimeEvent, realtimeEventSchema } from '@rota/contract';
import type { Server } from 'socket.io';
import type { EventBus } from '../events/event-bus.ts';
import { realtimeRooms } from './realtime-rooms.ts';

/** What the server sends to sockets: one event name, the payload of `realtimeEventSchema`. */
export interface ServerToClientEvents {
  [REALTIME_EVENT]: (event: RealtimeEvent) => void;
}

export interface SocketEventBusOptions {
  /** Check every event against the contract before sending it (tests): a bad one throws. */
  validate: boolean;
}

type EventServer = Pick<Server<Record<string, never>, ServerToClientEvents>, 'to' | 'of'>;

/**
 * Whether this process knows no other server process. With the PostgreSQL adapter socket.io's
 * cluster heartbeat keeps the others in `nodesMap` (each process announces itself when it starts,
 * before it accepts a socket, and every 5 s; one silent for 10 s is dropped). Any other adapter
 * (the in-memory one) has no such map: the events go through it as they are.
 */
function knowsNoOtherProcess(io: EventServer): boolean {
  const nodes = (io.of('/').adapter as unknown as { nodesMap?: unknown }).nodesMap;
  return nodes instanceof Map && nodes.size === 0;
}

/**
 * How long after start a process sends every event through the adapter whatever it knows of the
 * others: two processes started together may each announce themselves before the other listens,
 * and then learn of each other only at the next heartbeat (every 5 s). Sending only to its own
 * sockets meanwhile lost the events of the other's sockets (seen in the two-process test under
 * load). Two heartbeats cover it.
 */
export const PEER_DISCOVERY_MS = 10_000;

/**
 * The event bus of production: sends each committed change to the seller's room, or to the
 * company's room when `seller_id` is null (`bakery.changed` to the company's bakery room,
 * `sale.approval` to its approvals room: `realtimeRooms.of`), under `REALTIME_EVENT`. With the PostgreSQL adapter
 * the emit reaches the sockets of every server process, through a NOTIFY per event; a process
 * that knows no other process, once past its first {@link PEER_DISCOVERY_MS}, sends to its own
 * sockets only (that NOTIFY cost a running server about a fifth of the CPU of a sale,
 * docs/bench.md). Publishing never waits and never throws
 * for a delivery problem: the client pulls on reconnect anyway.
 */
export function socketEventBus(io: EventServer, options: SocketEventBusOptions): EventBus {
  const started = performance.now();
  const discovering = () => performance.now() - started < PEER_DISCOVERY_MS;
  return {
    publish(event) {
      const payload = options.validate ? realtimeEventSchema.parse(event) : event;
      const room = io.to(realtimeRooms.of(payload));
      const alone = !discovering() && knowsNoOtherProcess(io);
      (alone ? room.local : room).emit(REALTIME_EVENT, payload);
    },
  };
}
