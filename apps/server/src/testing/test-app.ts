import type { AddressInfo } from 'node:net';
import { buildCallPath, type CallDefinition, type CallResponse } from '@rota/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { AppDeps } from '../app-deps.ts';
import { type LookupSettings, UNREACHABLE_LOOKUPS } from '../config/lookup-settings.ts';
import type { RateLimits } from '../config/rate-limits.ts';
import type { Database } from '../db/database.ts';
import { recordingEventBus } from '../events/event-bus.ts';
import { listenForSessionChanges, type SessionChangeListener } from '../http/auth/session-change-listener.ts';
import type { PhotoObjectStore } from '../modules/clients/index.ts';
import { createRealtimeServer, type RealtimeServer } from '../realtime/realtime-server.ts';
import { openTestDatabase, type TestDatabaseKind } from './test-database.ts';

export interface TestApp {
  baseUrl: string;
  db: Database;
  /** PostgreSQL: the test database's URL, for a second process's connections; PGlite: null. */
  databaseUrl: string | null;
  deps: AppDeps;
  app: FastifyInstance;
  events: ReturnType<typeof recordingEventBus>['events'];
  /** Moves the server's clock. */
  setNow(now: Date): void;
  /** socket.io on the same port, when started with `{ realtime: true }`; otherwise null. */
  realtime: RealtimeServer | null;
  /** What keeps the session cache true (it serves once `listening` settled). */
  sessionChanges: SessionChangeListener;
  close(): Promise<void>;
}

export interface StartTestAppOptions {
  /** The server's clock at start (default 2026-11-22T13:00:00Z). */
  now?: Date;
  /**
   * Serve socket.io too: every published event is still recorded in `events` and also sent to
   * the sockets' rooms (through the PostgreSQL adapter on 'postgres'). Off by default.
   */
  realtime?: boolean;
  /** Lower rate limits for the tests about them (default: production's). */
  rateLimits?: Partial<RateLimits>;
  /** A shorter request time-out for the slow-body tests. */
  requestTimeoutMs?: number;
  /** How often sockets' sessions are checked (realtime only). */
  sessionCheckMs?: number;
  /**
   * Where the CEP and CNPJ lookups go (default: a closed local port, every lookup a 503 — no
   * test ever reaches the real services); point them at `startFakeLookupServices()`.
   */
  lookups?: Partial<LookupSettings>;
  /** An S3-compatible bucket for visit photos (`startFakeS3()`); photos in PostgreSQL without it. */
  photoStore?: PhotoObjectStore;
  /** How long the session cache's listener waits to reconnect (PostgreSQL; default 1 s). */
  sessionListenerRetryMs?: number;
}

/** The real server on a real port (127.0.0.1, port 0) over a fresh database. */
export async function startTestApp(
  kind: TestDatabaseKind,
  nowOrOptions: Date | StartTestAppOptions = {},
): Promise<TestApp> {
  const options = nowOrOptions instanceof Date ? { now: nowOrOptions } : nowOrOptions;
  const database = await openTestDatabase(kind);
  const events = recordingEventBus();
  let current = options.now ?? new Date('2026-11-22T13:00:00Z');
  const clock = () => current;
  const realtime = options.realtime
    ? createRealtimeServer({
        db: database.db,
        clock,
        pool: database.pool,
        validateEvents: true,
        ...(options.sessionCheckMs ? { sessionCheckMs: options.sessionCheckMs } : {}),
      })
    : null;
  const deps: AppDeps = {
    db: database.db,
    clock,
    events: realtime
      ? {
          publish: (event) => {
            events.publish(event);
            realtime.events.publish(event);
          },
        }
      : events,
    validateResponses: true,
    sessionTtlMs: 30 * 24 * 3_600_000,
    lookups: { ...UNREACHABLE_LOOKUPS, ...options.lookups },
    photoStore: options.photoStore ?? null,
  };
  const app = await buildApp({
    version: 'test',
    webDistDir: null,
    deps,
    // As behind one balancer: the last X-Forwarded-For entry is the client's address.
    trustProxy: 1,
    ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
    ...(options.requestTimeoutMs ? { requestTimeoutMs: options.requestTimeoutMs } : {}),
    ...(realtime ? { realtime } : {}),
  });
  const sessionChanges = listenForSessionChanges(database, {
    ...(options.sessionListenerRetryMs ? { retryMs: options.sessionListenerRetryMs } : {}),
  });
  // As main.ts: sockets are accepted once this process hears the others' events. Tests also
  // wait for the session cache to serve, so every test runs with it on.
  if (realtime) await realtime.listening;
  await sessionChanges.listening;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    db: database.db,
    databaseUrl: database.url,
    deps,
    app,
    events: events.events,
    setNow: (next) => {
      current = next;
    },
    realtime,
    sessionChanges,
    close: async () => {
      await app.close();
      await sessionChanges.close();
      await database.close();
    },
  };
}

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  token?: string | null;
  /** Raw path instead of the call's template, to send params the schema would refuse. */
  path?: string;
  headers?: Record<string, string>;
}

export interface CallResult<T = unknown> {
  status: number;
  body: T;
}

/**
 * What a test reads back from a call: the call's own answer (typed from the contract, so a typo
 * in an assertion does not compile) or, on failure, the §8 error fields beside it.
 */
export type CallBody<C extends Pick<CallDefinition, 'response'>> = CallResponse<C & CallDefinition> & {
  message?: string;
  errors?: Record<string, string[]>;
};

type AnyCall = Pick<CallDefinition, 'method' | 'path' | 'response'>;

/**
 * Makes a contract call over HTTP, as the web client will. The answer is typed from the call's
 * contract; a test that reads a shape of its own (an error body, a page of its own rows) names
 * it: `callApi<Page>(…)`.
 */
export async function callApi<C extends AnyCall>(
  baseUrl: string,
  call: C,
  options?: CallOptions,
  base?: string,
): Promise<CallResult<CallBody<C>>>;
export async function callApi<T>(
  baseUrl: string,
  call: AnyCall,
  options?: CallOptions,
  base?: string,
): Promise<CallResult<T>>;
export async function callApi(
  baseUrl: string,
  call: AnyCall,
  options: CallOptions = {},
  base = '/api/',
): Promise<CallResult<unknown>> {
  const path = options.path ?? buildCallPath(call, options.params);
  const url = new URL(`${base}${path}`, baseUrl);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method: call.method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}
