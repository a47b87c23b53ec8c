import helmet from '@fastify/helmet';
import { INTEGRATION_BASE } from '@rota/contract';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every answer (web app, API, `/docs`): everything from this
 * origin only. Styles allow inline `style` attributes, which Mantine and Swagger UI set from
 * script; scripts do not (the PWA and Swagger UI load only files). `connect-src 'self'` covers
 * the API and socket.io's websocket on the same origin. No framing by anyone. The map's tile
 * server is the one other origin: its images (`img-src`) and the service worker's fetches that
 * cache them (`connect-src`).
 */
const contentSecurityPolicy = (tileOrigin: string | null) => {
  const tiles = tileOrigin ? [tileOrigin] : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...tiles],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...tiles],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  };
};

const ONE_YEAR_S = 31_536_000;
const apiPrefixes = ['/api/', `${INTEGRATION_BASE}`];

/**
 * True when `url` is answered by the API (§7 or the ERP's): personal data, never cached. Decided
 * on the path the router matches, not the raw URL: Fastify's router (find-my-way) decodes the
 * path first, so `/%61pi/notifications` is served by `/api/notifications` while `request.url`
 * still reads `/%61pi/…` — compared raw, such answers went out cacheable, session tokens
 * included. The router decodes as `decodeURI` does (an encoded `/`, `?` or `#` stays encoded, so
 * `/api%2Fx` matches no API route) and ends the path at `?` or `#`. A path that cannot be decoded
 * (the router answers it 400) counts as the API's: a doubtful answer is never cached.
 */
function isApiPath(url: string): boolean {
  const end = url.search(/[?#]/);
  let path: string;
  try {
    path = decodeURI(end === -1 ? url : url.slice(0, end));
  } catch {
    return true;
  }
  return apiPrefixes.some((prefix) => path.startsWith(prefix));
}

/**
 * Security headers (`@fastify/helmet`): the CSP above, `X-Content-Type-Options: nosniff`,
 * `X-Frame-Options: DENY`, `Referrer-Policy: no-referrer`; HSTS only on answers to HTTPS
 * requests (behind a TLS-terminating balancer, read from X-Forwarded-Proto of a trusted
 * proxy), never on plain `http://localhost`. API answers are personal data and carry
 * `Cache-Control: no-store` (a session token above all), decided on the path the router matched
 * (`isApiPath`: percent-encoded prefixes such as `/%61pi/` included).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  tileOrigin: string | null,
): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: contentSecurityPolicy(tileOrigin),
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    hsts: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https')
      void reply.header('strict-transport-security', `max-age=${ONE_YEAR_S}; includeSubDomains`);
    if (isApiPath(request.url)) void reply.header('cache-control', 'no-store');
  });
}
