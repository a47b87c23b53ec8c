import { REALTIME_EVENT, type RealtimeEvent, realtimeEventSchema } from '@rota/contract';
import { io, type Socket } from 'socket.io-client';

/** A test's socket.io client: every event it received, checked against the contract. */
export interface RealtimeClient {
  socket: Socket;
  /** Payloads received under `REALTIME_EVENT`, in order, each parsed by `realtimeEventSchema`. */
  events: RealtimeEvent[];
  /** Resolves with the first event (already received or coming) that matches; rejects after `timeoutMs`. */
  waitFor(match: (event: RealtimeEvent) => boolean, timeoutMs?: number): Promise<RealtimeEvent>;
  close(): void;
}

/**
 * Connects as the web client does (`auth: { token }`, websocket transport, default path) and
 * resolves once connected; rejects with the server's refusal message (`connect_error`).
 */
export function connectRealtime(baseUrl: string, token: string | null): Promise<RealtimeClient> {
  const socket = io(baseUrl, {
    auth: token === null ? {} : { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  const events: RealtimeEvent[] = [];
  const waiters = new Set<() => void>();
  socket.on(REALTIME_EVENT, (payload: unknown) => {
    const parsed = realtimeEventSchema.safeParse(payload);
    if (!parsed.success) {
      throw new Error(`Evento fora do contrato: ${JSON.stringify(payload)} ${parsed.error.message}`);
    }
    events.push(parsed.data);
    for (const wake of waiters) wake();
  });
  const client: RealtimeClient = {
    socket,
    events,
    waitFor(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`nenhum evento esperado em ${timeoutMs} ms; recebidos: ${JSON.stringify(events)}`),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => void socket.close(),
  };
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(client));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}
