import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import { type CallAuth, errorMessages, type Health, INTEGRATION_BASE } from '@rota/contract';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { AppDeps } from './app-deps.ts';
import { OSM_TILE_ORIGIN } from './config/map-tile-origin.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './config/rate-limits.ts';
import { registerDocs } from './http/docs.ts';
import { errorHandler } from './http/error-handler.ts';
import { notFoundHandler } from './http/not-found-handler.ts';
import { registerRateLimits } from './http/rate-limits.ts';
import { registerCalls } from './http/register-calls.ts';
import { registerWebApp } from './http/register-web-app.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { apiRoutes } from './modules/api-routes.ts';
import { integrationRoutes } from './modules/integration/index.ts';
import type { RealtimeServer } from './realtime/realtime-server.ts';

export interface BuildAppOptions {
  /** Reported by `GET /health`. */
  version: string;
  /** Directory of the built web app; `null` serves no web app. */
  webDistDir: string | null;
  /** Fastify's pino logger options; `false` (the default) logs nothing, as tests want. */
  logger?: FastifyServerOptions['logger'];
  /** Largest accepted request body in bytes; larger ones get a 413. Default 1 MiB. */
  bodyLimit?: number;
  /**
   * Which proxies' X-Forwarded-For to believe (behind a load balancer): a count of hops or
   * their addresses/CIDRs; `false` (the default) reads the socket's address.
   */
  trustProxy?: false | number | string[];
  /** Database, clock and events: with them the §7 API is served under /api/. */
  deps?: AppDeps;
  /** Requests a minute per session, key and address (tests lower them). */
  rateLimits?: Partial<RateLimits>;
  /**
   * How long a client may take to send a whole request, headers and body, before the
   * connection is closed (408). Default 60 s: a 16 MiB ERP batch over a slow link fits, a body
   * trickled a byte at a time does not hold a connection for long.
   */
  requestTimeoutMs?: number;
  /**
   * socket.io to serve on the same port (default path `/socket.io/`); it closes with the app:
   * its sockets hang up before the HTTP server waits for in-flight requests, its adapter after.
   */
  realtime?: RealtimeServer;
  /**
   * Where the web app's map tiles come from (`VITE_MAP_TILE_URL`'s origin), allowed by the CSP;
   * null: none. Default: OpenStreetMap's, the web build's default.
   */
  mapTileOrigin?: string | null;
}

const oneMebibyte = 1024 * 1024;
const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;

/**
 * Fastify's `trustProxy` from the configured hops or proxy addresses: with N hops, only the last
 * N entries of X-Forwarded-For are believed, so an address a client wrote itself is never
 * taken for its own.
 */
function trustProxyOption(trust: BuildAppOptions['trustProxy']) {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust ?? false;
}
/** ERP batches of up to 5,000 rows (5,000 clients are about 3 MB). */
const INTEGRATION_BODY_LIMIT = 16 * oneMebibyte;

/**
 * Errors the router raises before any route or error handler runs, answered in §8's shape
 * instead of Fastify's English body: a path parameter over 100 characters (no id, uuid, CNPJ or
 * code of the contract is that long, so no record has that address: 404) and a path with broken
 * percent-encoding (400).
 */
function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(404).send({ message: errorMessages.notFound });
    return;
  }
  void reply.code(400).send({ message: 'O endereço da requisição é inválido.' });
}

/** A registered route and the contract call it serves (STYLE.md habit 10: a test walks these). */
export interface RouteEntry {
  method: string;
  url: string;
  call: { name: string; auth: CallAuth } | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

/**
 * Builds the HTTP application (not listening yet): health, the OpenAPI document and Swagger UI at
 * `/docs`, socket.io when given, the web app at `/`, pt-BR errors.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const requestTimeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit ?? oneMebibyte,
    trustProxy: trustProxyOption(options.trustProxy),
    requestTimeout: requestTimeoutMs,
    // Node checks the request time-out on this interval (30 s by default, too coarse for it).
    http: {
      connectionsCheckingInterval: Math.min(1_000, requestTimeoutMs),
      headersTimeout: Math.min(20_000, requestTimeoutMs),
    },
    frameworkErrors,
  });
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    routeTable.push({ method: String(route.method), url: route.url, call: route.config?.call });
  });
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  // gzip/brotli for the API's JSON (sync pages shrink to about a quarter, DESIGN.md "Budgets")
  // and the web app's files. Brotli at quality 4: quality 11, zlib's default, is far too slow
  // to run on every answer.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  await registerSecurityHeaders(
    app,
    options.mapTileOrigin === undefined ? OSM_TILE_ORIGIN : options.mapTileOrigin,
  );

  app.get(
    '/health',
    async (): Promise<Health> => ({
      status: 'ok',
      version: options.version,
      uptime_s: Math.floor(process.uptime()),
    }),
  );

  const api = options.deps ? apiRoutes(options.deps) : [];
  const integration = options.deps ? integrationRoutes(options.deps) : [];
  await registerDocs(
    app,
    options.version,
    new Set([...api, ...integration].map((binding) => binding.call.name)),
  );
  options.realtime?.attach(app);

  if (options.deps) {
    const guards = await registerRateLimits(app, { ...DEFAULT_RATE_LIMITS, ...options.rateLimits });
    registerCalls(app, api, options.deps, guards);
    registerCalls(app, integration, options.deps, guards, {
      base: INTEGRATION_BASE,
      bodyLimit: INTEGRATION_BODY_LIMIT,
    });
  }

  if (options.webDistDir !== null) {
    const served = await registerWebApp(app, options.webDistDir);
    if (!served)
      app.log.warn({ webDistDir: options.webDistDir }, 'app web não compilado; / não será servido');
  }
  return app;
}
