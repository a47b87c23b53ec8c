import 'fake-indexeddb/auto';
import { api } from '@rota/contract';
import { REQUEST_TIMEOUT_MS } from '@rota/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#testing/json-response.ts';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { makeSession } from '#testing/session-fixture.ts';
import { authStore } from '../auth/auth-store.ts';
import { callApi, callApiPage, configureHttpClient, HttpError } from './http-client.ts';

const company = { id: 1, name: 'Pão Dourado Distribuidora', cnpj: '45723174000110', trade_name: null };
const onUnauthorized = vi.fn();
const onInvalidToken = vi.fn();
let fetchMock: ReturnType<typeof vi.fn>;

function lastRequest(): { url: string; init: RequestInit } {
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
  return { url, init };
}

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => {
      throw new Error('a chamada deveria falhar');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

beforeEach(async () => {
  await resetLocalDbs();
  await authStore.restore();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  onUnauthorized.mockReset();
  onInvalidToken.mockReset();
  configureHttpClient({ baseUrl: '', onUnauthorized, onInvalidToken });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('callApi', () => {
  it('returns the body data, sending path and query parameters, without a token when logged out', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: company }));
    const data = await callApi(api.companies.byCnpj, {
      params: { cnpj: '45723174000110' },
      query: { cnpj: '45723174000110' },
    });
    expect(data).toEqual(company);
    const { url, init } = lastRequest();
    expect(url).toBe('/api/companies/45723174000110/cnpj?cnpj=45723174000110');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(new Headers(init.headers).get('authorization')).toBeNull();
  });

  it('sends the session token as a bearer and the body as JSON, under the configured base URL', async () => {
    const session = makeSession();
    await authStore.setLogin(session, 1);
    configureHttpClient({ baseUrl: 'https://rota.example.com/' });
    fetchMock.mockResolvedValue(jsonResponse({ data: { id: 5 } }));
    await expect(callApi(api.notifications.markAsRead, { body: { id: 5 } })).resolves.toEqual({ id: 5 });
    const { url, init } = lastRequest();
    expect(url).toBe('https://rota.example.com/api/notifications/mark-as-read');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ id: 5 });
    const headers = new Headers(init.headers);
    expect(headers.get('authorization')).toBe(`Bearer ${session.session_token}`);
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('leaves out query parameters that are not set', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: [], meta: { cursor: '0', has_more: false } }));
    const page = await callApiPage(api.catalogue.products, { query: { since: undefined, limit: 1000 } });
    expect(page).toEqual({ data: [], meta: { cursor: '0', has_more: false } });
    expect(lastRequest().url).toBe('/api/products/all?limit=1000');
  });

  it('rejects an answer off the contract with a pt-BR error', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: { id: 'um', name: '' } }));
    const error = await rejection(callApi(api.companies.get, { params: { id: 1 } }));
    expect(error.message).toBe('Resposta inesperada do servidor');
  });
});

describe('error mapping (§8)', () => {
  it('401: goes to login and rejects with the exact §8 text', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Não autenticado' }, 401));
    const error = await rejection(callApi(api.notifications.list));
    expect(error.status).toBe(401);
    expect(error.message).toBe('Sessão expirada, realize o login');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onInvalidToken).not.toHaveBeenCalled();
  });

  it('422 with token errors: red notice handler and login', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ message: 'Token inválido!', errors: { token: ['Token inválido!'] } }, 422),
    );
    const error = await rejection(
      callApi(api.devices.usedToken, { body: { token: 'errado', deviceId: 'device-0001', company_id: 1 } }),
    );
    expect(error.status).toBe(422);
    expect(error.message).toBe('Token inválido!');
    expect(error.errors).toEqual({ token: ['Token inválido!'] });
    expect(onInvalidToken).toHaveBeenCalledWith(['Token inválido!']);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('422 without token errors: passes the field errors on, without navigating', async () => {
    const errors = { name: ['Campo obrigatório'] };
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Os dados informados são inválidos.', errors }, 422));
    const error = await rejection(callApi(api.notifications.markAsRead, { body: { id: 1 } }));
    expect(error.status).toBe(422);
    expect(error.errors).toEqual(errors);
    expect(error.message).toBe('Os dados informados são inválidos.');
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onInvalidToken).not.toHaveBeenCalled();
  });

  it("other statuses reject with the server's message", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Erro interno do servidor.' }, 500));
    const error = await rejection(callApi(api.notifications.list));
    expect(error).toMatchObject({ status: 500, message: 'Erro interno do servidor.', errors: null });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('an error without a JSON body gets a pt-BR message with the status', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad Gateway</html>', { status: 502 }));
    const error = await rejection(callApi(api.notifications.list));
    expect(error.status).toBe(502);
    expect(error.message).toContain('502');
  });

  it('no network: status 0 and "Sem conexão com o servidor", keeping the raw error as cause', async () => {
    const raw = new TypeError('Failed to fetch');
    fetchMock.mockRejectedValue(raw);
    const error = await rejection(callApi(api.notifications.list));
    expect(error).toMatchObject({ status: 0, message: 'Sem conexão com o servidor' });
    expect(error.cause).toBe(raw);
  });

  it('time-out after REQUEST_TIMEOUT_MS (120000 ms): status 0 and a pt-BR message', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = rejection(callApi(api.notifications.list));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toMatchObject({ status: 0, message: 'O servidor demorou demais para responder' });
  });

  it('a call cancelled by its caller rejects with the abort reason, not as a failure', async () => {
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = callApi(api.notifications.list, { signal: controller.signal });
    const reason = new Error('cancelado');
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });
});
