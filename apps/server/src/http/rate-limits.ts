import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimits } from '../config/rate-limits.ts';
import { tooManyRequests } from '../errors/service-error.ts';
import type { AuthContext } from './auth/auth-context.ts';

/** The checks a call's `onRequest` runs, before its body is read. */
export interface RateGuards {
  /** Counts a request of a public call against its address. */
  publicCall(request: FastifyRequest): Promise<void>;
  /** Counts a wrong credential against the address; 429 instead of 401 past the limit. */
  wrongCredential(request: FastifyRequest): Promise<void>;
  /** Counts a request against its seller or integration key (`request.callAuth`, set first). */
  credential(request: FastifyRequest, auth: AuthContext): Promise<void>;
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
type LimitResult = Awaited<ReturnType<Limiter>>;

function refuseIfExceeded(result: LimitResult): void {
  if (result.isAllowed || !result.isExceeded) return;
  throw tooManyRequests(result.ttlInSeconds);
}

/**
 * Rate limits of the API and integration calls (`@fastify/rate-limit`, counted in process).
 * Why in process and not in PostgreSQL: these are flood guards, so each of N processes behind a
 * balancer allowing its share (N × the limit in all) still stops a flood, and a shared store
 * would add a database round trip to every request. What must be exact across processes — the
 * login throttle against token guessing — is counted in PostgreSQL (`login-throttle.ts`).
 */
export async function registerRateLimits(app: FastifyInstance, limits: RateLimits): Promise<RateGuards> {
  await app.register(rateLimit, { global: false, cache: 20_000 });
  const limiter = (max: number, prefix: string, key: (request: FastifyRequest) => string) =>
    app.createRateLimit({
      max,
      timeWindow: limits.windowMs,
      keyGenerator: (request) => `${prefix}:${key(request)}`,
    });
  const publicCalls = limiter(limits.publicPerAddress, 'public', (request) => request.ip);
  const wrongCredentials = limiter(limits.authFailuresPerAddress, 'wrong', (request) => request.ip);
  // Keyed by the seller, not the session: each login is a new session, and 15 fresh logins
  // must not give one seller 16 allowances.
  const sellers = limiter(limits.perSession, 'seller', (request) =>
    request.callAuth?.kind === 'session' ? `${request.callAuth.companyId}:${request.callAuth.seller.id}` : '',
  );
  const keys = limiter(limits.perIntegrationKey, 'key', (request) =>
    String(request.callAuth?.kind === 'integration' ? request.callAuth.keyId : ''),
  );
  return {
    publicCall: async (request) => refuseIfExceeded(await publicCalls(request)),
    wrongCredential: async (request) => refuseIfExceeded(await wrongCredentials(request)),
    credential: async (request, auth) => {
      if (auth.kind === 'session') refuseIfExceeded(await sellers(request));
      else if (auth.kind === 'integration') refuseIfExceeded(await keys(request));
    },
  };
}
