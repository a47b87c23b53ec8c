/**
 * Entry point of `npm start`: validates the environment, opens the database (PGlite in
 * `$DATA_DIR/pg`, or PostgreSQL at `DATABASE_URL`) and migrates it, serves the API, socket.io,
 * `/docs` and the web app on one port, and closes gracefully on SIGTERM or SIGINT: the server
 * stops accepting connections and hangs up its sockets, in-flight requests finish, socket.io's
 * adapter closes, then the database.
 */
import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import type { AppDeps } from './app-deps.ts';
import { EnvError, loadEnv } from './config/env.ts';
import { lookupSettingsFromEnv } from './config/lookup-settings.ts';
import { mapTileOrigin } from './config/map-tile-origin.ts';
import { paths } from './config/paths.ts';
import { photoStoreSettingsFromEnv } from './config/photo-store-settings.ts';
import { version } from './config/version.ts';
import { openDatabase } from './db/database.ts';
import { listenForSessionChanges } from './http/auth/session-change-listener.ts';
import { s3PhotoStore } from './modules/clients/index.ts';
import { readyLine } from './ready-line.ts';
import { createRealtimeServer } from './realtime/realtime-server.ts';
import { demoLoginLines } from './seed/demo-logins.ts';
import { seedDemoIfEmpty } from './seed/seed-demo.ts';

const shutdownTimeoutMs = 10_000;
const listenWarningMs = 10_000;

/** `read()`, or its pt-BR message on stderr and exit code 1 when the environment is invalid. */
function orExit<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const env = orExit(() => loadEnv());
const photoStore = orExit(() => photoStoreSettingsFromEnv(env));
const database = await openDatabase(
  env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
);
const clock = () => new Date();
// On PostgreSQL every process shares events through the database (DESIGN.md "Realtime").
const realtime = createRealtimeServer({
  db: database.db,
  clock,
  pool: database.pool,
  validateEvents: false,
  sessionCheckMs: env.SESSION_CHECK_S * 1000,
});
const deps: AppDeps = {
  db: database.db,
  clock,
  events: realtime.events,
  validateResponses: false,
  sessionTtlMs: env.SESSION_TTL_DAYS * 86_400_000,
  lookups: lookupSettingsFromEnv(env),
  photoStore: photoStore ? s3PhotoStore(photoStore) : null,
};
const app = await buildApp({
  version,
  webDistDir: env.WEB_DIST_DIR ? resolve(env.WEB_DIST_DIR) : paths.webDist,
  logger: { level: env.LOG_LEVEL },
  trustProxy: env.TRUST_PROXY,
  rateLimits: {
    perSession: env.RATE_LIMIT_PER_SESSION,
    perIntegrationKey: env.RATE_LIMIT_PER_KEY,
    publicPerAddress: env.RATE_LIMIT_PUBLIC,
    authFailuresPerAddress: env.RATE_LIMIT_AUTH_FAILURES,
  },
  deps,
  realtime,
  mapTileOrigin: mapTileOrigin(env.VITE_MAP_TILE_URL) ?? null,
});
app.log.info({ database: database.kind }, 'banco de dados pronto');
// Sessions are served from memory only while this process hears the database's notice of their
// changes (docs/server.md "Auth and tenants"); until then each request asks the database.
const sessionChanges = listenForSessionChanges(database, { log: app.log });
if (env.SEED_DEMO) await seedDemoIfEmpty(deps, app.log);

let closing = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'encerrando o servidor');
  const forceExit = setTimeout(() => {
    app.log.error('o servidor não encerrou a tempo; saindo à força');
    process.exit(1);
  }, shutdownTimeoutMs);
  forceExit.unref();
  try {
    // Stops accepting connections, hangs up sockets, waits for in-flight requests, then closes
    // socket.io (adapter, LISTEN connection, timers), then the session cache's LISTEN connection.
    // Only then is the database closed.
    await app.close();
    await sessionChanges.close();
    await database.close();
    app.log.info('servidor encerrado');
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'erro ao encerrar o servidor');
    process.exit(1);
  }
}
process.once('SIGTERM', (signal) => void shutdown(signal));
process.once('SIGINT', (signal) => void shutdown(signal));

// A socket accepted before the adapter listens would miss the events other processes publish
// meanwhile. The adapter retries on its own; a wait that goes on is said in the log.
const listenWait = setTimeout(
  () =>
    app.log.warn(
      'socket.io: o adaptador PostgreSQL ainda não escuta; eventos de outros processos podem se perder',
    ),
  listenWarningMs,
);
await realtime.listening;
clearTimeout(listenWait);

try {
  await app.listen({ port: env.PORT, host: env.HOST });
} catch (error) {
  app.log.error({ err: error }, 'não foi possível iniciar o servidor');
  process.exit(1);
}
// Plain lines, last, for the person who typed `npm start`: how to log in and where to go.
const logins = await demoLoginLines(database.db);
if (logins) console.info(logins.join('\n'));
console.info(readyLine(app, env.HOST));
