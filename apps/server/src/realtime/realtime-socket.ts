import type { Server, Socket } from 'socket.io';
import type { SessionAuth } from '../http/auth/auth-context.ts';
import type { ServerToClientEvents } from './socket-event-bus.ts';

/** What a socket carries once its handshake passed. */
export interface SocketData {
  auth: SessionAuth;
}

/** The server's socket.io: it only sends (`ServerToClientEvents`), each socket with its session. */
export type RealtimeIo = Server<
  Record<string, never>,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

/** One connected device. */
export type RealtimeSocket = Socket<
  Record<string, never>,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
