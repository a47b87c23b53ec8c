/**
 * A seller's share of the company's minute: half of it, rounded up (at least one lookup). One
 * seller can never use the whole quota, so a colleague keeps at least the other half (rounded
 * down) — with the defaults 10 of 20 CNPJs and 30 of 60 CEPs a minute, more than a person fills
 * forms; a seller's queued lookups past it wait for the next minute (the web app retries a 429).
 * A company quota of 1 leaves its one lookup to whoever asks first.
 */
export function sellerShare(companyPerMinute: number): number {
  return Math.max(1, Math.ceil(companyPerMinute / 2));
}
