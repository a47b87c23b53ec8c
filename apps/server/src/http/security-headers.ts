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
 * Security headers (`@fastify/helmet`): the CSP above, `X-Content-Type-Options: nosniff`,
 * `X-Frame-Options: DENY`, `Referrer-Policy: no-referrer`; HSTS only on answers to HTTPS
 * requests (behind a TLS-terminating balancer, read from X-Forwarded-Proto of a trusted
 * proxy), never on plain `http://localhost`. API answers are personal data and carry
 * `Cache-Control: no-store` (a session token above all).
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
    if (apiPrefixes.some((prefix) => request.url.startsWith(prefix)))
      void reply.header('cache-control', 'no-store');
  });
}
