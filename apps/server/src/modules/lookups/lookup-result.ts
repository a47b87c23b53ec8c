/**
 * What an external lookup came back with, as the service needs it: an answer to keep (found or
 * not found, both cached), or a failure (never cached): the service refused the input, is over
 * its quota, or is down (an error status, a time-out, an answer that is not its shape).
 */
export type LookupResult<T> =
  | { kind: 'found'; data: T }
  | { kind: 'not_found' }
  | { kind: 'invalid' }
  | { kind: 'rate_limited'; retryAfterSeconds: number }
  | { kind: 'unavailable'; reason: string };

const DEFAULT_RETRY_AFTER_S = 60;

/** `Retry-After` in seconds (a number or an HTTP date), 60 when absent or unreadable, at most an hour. */
export function retryAfterSeconds(header: string | null, now: Date): number {
  if (header === null) return DEFAULT_RETRY_AFTER_S;
  const seconds = /^\d+$/.test(header.trim())
    ? Number(header.trim())
    : Math.ceil((Date.parse(header) - now.getTime()) / 1000);
  if (!Number.isFinite(seconds)) return DEFAULT_RETRY_AFTER_S;
  return Math.min(3600, Math.max(1, seconds));
}

/**
 * GETs a URL with a time-out; the body as text, or why it failed (never the headers, which may
 * carry a token). `followRedirects: false` refuses a redirect, so a token is never sent on.
 */
export async function fetchText(
  url: string,
  options: { timeoutMs: number; headers?: Record<string, string>; followRedirects?: boolean },
): Promise<{ ok: true; status: number; headers: Headers; text: string } | { ok: false; reason: string }> {
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json', ...options.headers },
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: options.followRedirects === false ? 'error' : 'follow',
    });
    return { ok: true, status: response.status, headers: response.headers, text: await response.text() };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    return { ok: false, reason: name === 'TimeoutError' ? 'tempo esgotado' : 'sem conexão' };
  }
}

/** Parses JSON, or undefined when the text is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
