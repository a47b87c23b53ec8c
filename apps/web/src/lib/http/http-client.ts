import {
  API_BASE,
  buildCallPath,
  type CallBody,
  type CallDefinition,
  type CallParams,
  type CallQuery,
  type CallResponse,
} from '@rota/contract';
import { REQUEST_TIMEOUT_MS } from '@rota/domain';
import { authStore } from '../auth/auth-store.ts';
import { HttpError } from './http-error.ts';
import { httpMessages } from './messages.ts';

export { HttpError } from './http-error.ts';

/** What the shell configures once at start-up (§7, §8). */
export interface HttpClientOptions {
  /** Origin of the API; default the page's own origin (the §7 calls live under `/api/`). */
  baseUrl?: string;
  /** 401, or a 422 about the token: the shell navigates to the login. */
  onUnauthorized?: () => void;
  /** A 422 whose `errors.token` says the token is invalid: the shell shows the red notice. */
  onInvalidToken?: (messages: string[]) => void;
}

/** What a call takes: path parameters, query parameters (sent as params), body, cancellation. */
export interface CallInput<C extends CallDefinition> {
  params?: CallParams<C>;
  query?: CallQuery<C>;
  body?: CallBody<C>;
  signal?: AbortSignal;
}

/** The body's `data` of a call's answer. */
export type CallData<C extends CallDefinition> = CallResponse<C> extends { data: infer D } ? D : never;

let options: HttpClientOptions = {};

/** Sets the base URL and the §8 handlers; later calls replace earlier ones field by field. */
export function configureHttpClient(next: HttpClientOptions): void {
  options = { ...options, ...next };
}

/** Tells the shell the session is gone (also used by the socket when its handshake is refused). */
export function notifyUnauthorized(): void {
  options.onUnauthorized?.();
}

/**
 * Calls the API through the contract: returns the body's `data` after validating the whole body
 * with `call.response`. Failures reject with an `HttpError` in pt-BR (see `mapErrorResponse`).
 */
export async function callApi<C extends CallDefinition>(
  call: C,
  input: CallInput<C> = {},
): Promise<CallData<C>> {
  const body = (await request(call, input)) as { data: CallData<C> };
  return body.data;
}

/** For a sync (`…/all`) call: the whole validated body, `{ data, meta: { cursor, has_more } }`. */
export async function callApiPage<C extends CallDefinition>(
  call: C,
  input: CallInput<C> = {},
): Promise<CallResponse<C>> {
  return (await request(call, input)) as CallResponse<C>;
}

function buildUrl(call: CallDefinition, input: CallInput<CallDefinition>): string {
  const base = (options.baseUrl ?? '').replace(/\/+$/, '');
  const path = buildCallPath(call, (input.params ?? {}) as Record<string, string | number>);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const query = search.toString();
  return `${base}${API_BASE}${path}${query ? `?${query}` : ''}`;
}

async function request(call: CallDefinition, input: CallInput<CallDefinition>): Promise<unknown> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const cancel = () => controller.abort(input.signal?.reason);
  if (input.signal?.aborted) cancel();
  input.signal?.addEventListener('abort', cancel, { once: true });

  const headers: Record<string, string> = { accept: 'application/json' };
  const token = authStore.getState().session?.session_token;
  if (token) headers.authorization = `Bearer ${token}`;
  if (input.body !== undefined) headers['content-type'] = 'application/json';

  try {
    let response: Response;
    let text: string;
    try {
      response = await fetch(buildUrl(call, input), {
        method: call.method,
        headers,
        body: input.body === undefined ? undefined : JSON.stringify(input.body),
        signal: controller.signal,
      });
      text = await response.text();
    } catch (error) {
      if (input.signal?.aborted) throw input.signal.reason ?? error;
      throw new HttpError(0, timedOut ? httpMessages.timeout : httpMessages.offline, null, error);
    }
    const json = parseJson(text);
    if (!response.ok) {
      // Loaded on the first error only: the login route downloads no error schema (zod).
      const { mapErrorResponse } = await import('./map-error-response.ts');
      throw mapErrorResponse(response.status, json, options);
    }
    const parsed = call.response.safeParse(json);
    if (!parsed.success) {
      throw new HttpError(response.status, httpMessages.unexpectedResponse, null, parsed.error);
    }
    return parsed.data;
  } finally {
    clearTimeout(timer);
    input.signal?.removeEventListener('abort', cancel);
  }
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
