import { api, errorMessages, REALTIME_EVENT, realtimeEventSchema } from '@rota/contract';
import { io } from 'socket.io-client';
import { notifyUnauthorized } from '../http/http-client.ts';
import { pullDelta } from '../sync/pull-delta.ts';
import { requestPush } from '../sync/push-loop.ts';
import { callsBehind } from './calls-behind.ts';
import { dispatchRealtimeEvent } from './realtime-events.ts';

/** Back-off of reconnections: 1 s doubling up to 30 s, with jitter. */
export const REALTIME_RECONNECT = { delayMs: 1_000, maxDelayMs: 30_000, randomization: 0.5 } as const;

export interface RealtimeOptions {
  /** Origin of the socket.io server; default the page's own origin. */
  url?: string;
  /** A refused handshake (expired or revoked session); default the HTTP client's handler. */
  onUnauthorized?: () => void;
}

export interface RealtimeConnection {
  readonly connected: boolean;
  disconnect(): void;
}

/**
 * The socket.io connection after login (DESIGN.md "Realtime"), authenticated with the session
 * token. Events are validated with the contract's schema and handed to `onRealtimeEvent`
 * subscribers; sale and catalogue changes pull their delta, and so does every reconnection (an
 * event missed while away costs only the pull).
 */
export function connectRealtime(token: string, options: RealtimeOptions = {}): RealtimeConnection {
  const socketOptions = {
    auth: { token },
    transports: ['websocket'],
    reconnection: true,
    reconnectionDelay: REALTIME_RECONNECT.delayMs,
    reconnectionDelayMax: REALTIME_RECONNECT.maxDelayMs,
    randomizationFactor: REALTIME_RECONNECT.randomization,
  };
  const socket = options.url === undefined ? io(socketOptions) : io(options.url, socketOptions);

  socket.on(REALTIME_EVENT, (payload: unknown) => {
    const parsed = realtimeEventSchema.safeParse(payload);
    if (!parsed.success) {
      console.warn('[rota] evento em tempo real fora do contrato:', parsed.error);
      return;
    }
    dispatchRealtimeEvent(parsed.data);
    void pullForEvent(parsed.data);
  });

  socket.on('connect_error', (error: Error) => {
    // socket.io does not retry a handshake the server refused (`socket.active` is false).
    if (error.message === errorMessages.sessionExpired || !socket.active) {
      (options.onUnauthorized ?? notifyUnauthorized)();
    }
  });

  socket.io.on('reconnect', () => {
    pullDelta().catch((error: unknown) => console.warn('[rota] sincronização após reconectar:', error));
    // The server is reachable again: what waits in the outbox goes now, not at the next timer.
    requestPush();
  });

  return {
    get connected() {
      return socket.connected;
    },
    disconnect() {
      socket.disconnect();
    },
  };
}

async function pullForEvent(event: ReturnType<typeof realtimeEventSchema.parse>): Promise<void> {
  try {
    if (event.type === 'catalogue.changed') {
      const calls = await callsBehind(event.calls, event.cursor);
      if (calls.length > 0) await pullDelta(calls);
    } else if (event.type === 'sale.status' || event.type === 'sale.approval') {
      const calls = await callsBehind([api.sales.allSeller.name], event.cursor);
      if (calls.length > 0) await pullDelta(calls);
    }
  } catch (error) {
    console.warn('[rota] sincronização do evento em tempo real:', error);
  }
}
