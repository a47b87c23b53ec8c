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
