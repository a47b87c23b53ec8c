import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../errors/service-error.ts';
import type { AuthContext } from './auth/auth-context.ts';

/**
 * Requests a minute each key may make before answers are 429 with `Retry-After`. The numbers
 * sit well above real use and well below a flood:
 * - a seller (all their sessions and devices together: a fresh login does not bring a fresh
 *   allowance) pushes a 500-record outbox in under 10 s and pulls a big company in ~200 pages,
 *   so 1,200 a minute never stops a seller, even on two devices syncing at once;
 * - an integration key sends bulk calls of up to 5,000 rows each: 600 a minute is 3 million
 *   rows, more than any ERP load;
 * - public calls (login, company by CNPJ) are a handful per device, but an office or a carrier
 *   NAT puts many devices behind one address: 120 a minute;
 * - wrong credentials (session tokens, integration keys) from one address: 30 a minute, then
 *   they are answered 429 instead of 401. A right credential is never refused for its
 *   address's failures, so a guesser behind a carrier NAT does not lock its neighbours out
 *   (random 256-bit secrets are not guessable anyway).
 */
export interface RateLimits {
  /** Per seller (company + seller), across all their sessions; named for `RATE_LIMIT_PER_SESSION`. */
  perSession: number;
  perIntegrationKey: number;
  publicPerAddress: number;
  authFailuresPerAddress: number;
  windowMs: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  perSession: 1_200,
  perIntegrationKey: 600,
  publicPerAddress: 120,
  authFailuresPerAddress: 30,
  windowMs: 60_000,
};

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
