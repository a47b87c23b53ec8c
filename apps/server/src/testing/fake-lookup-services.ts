import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReceitaWsFound, ViaCepFound } from '@rota/contract';
import { formatCep, formatCnpj } from '@rota/domain';

/**
 * A real local HTTP server that speaks like ViaCEP (`GET /ws/{cep}/json/`) and ReceitaWS
 * (`GET /v1/cnpj/{cnpj}`, bearer token), with their real response shapes, for the server's
 * tests and the e2e suite. Point `CEP_BASE_URL` and `CNPJ_REGISTRY_BASE_URL` (or
 * `startTestApp(kind, { lookups })`) at its `baseUrl`:
 *
 * ```ts
 * const fake = await startFakeLookupServices({
 *   ceps: { '01310100': viaCepAddress('01310100'), '69999999': 'server_error' },
 *   cnpjs: { '11222333000181': receitaWsCompany('11222333000181'), '11444777000161': { delayMs: 10_000 } },
 *   token: 'segredo',
 * });
 * // … fake.calls() lists what reached it; fake.set({ ceps: { '69999999': viaCepAddress('69999999') } })
 * await fake.stop();
 * ```
 *
 * What it answers, as the real services do:
 * - ViaCEP: a CEP in `ceps` with its address; any other 8-digit CEP `200 { "erro": "true" }`;
 *   anything else in the path HTTP 400 (an HTML page).
 * - ReceitaWS: a CNPJ in `cnpjs` with `status: "OK"`; any other 14-digit one `200 { status:
 *   "ERROR", message: "CNPJ rejeitado pela Receita Federal" }`; one with letters (the registry
 *   does not take alphanumeric CNPJs yet) or of another length `200 { status: "ERROR", message:
 *   "CNPJ inválido" }`. With `token` set, a call without `Authorization: Bearer {token}` gets
 *   HTTP 401.
 * - A case may instead name a failure ({@link FakeFailure}) or delay its answer
 *   (`{ delayMs, answer? }`: the answer, by default the service's "not found", comes after the
 *   delay — longer than the server's time-out, it is a time-out).
 */
export type FakeFailure =
  /** The service's own "not found" answer. */
  | 'not_found'
  /** The service refuses the input: ViaCEP HTTP 400, ReceitaWS "CNPJ inválido". */
  | 'invalid'
  /** HTTP 429 with `Retry-After` (the quota of the free plans is a few lookups a minute). */
  | 'rate_limited'
  /** HTTP 500 with an HTML page. */
  | 'server_error'
  /** HTTP 200 with something that is not the service's JSON (a proxy's page). */
  | 'garbage';

export type FakeCase<Found> = Found | FakeFailure | { delayMs: number; answer?: Found | FakeFailure };

export interface FakeLookupCases {
  /** By CEP (8 digits). */
  ceps?: Record<string, FakeCase<ViaCepFound>>;
  /** By CNPJ (14 characters, no mask). */
  cnpjs?: Record<string, FakeCase<ReceitaWsFound>>;
}

export interface FakeLookupOptions extends FakeLookupCases {
  /** The token ReceitaWS expects; without it any (or no) Authorization is accepted. */
  token?: string;
  /** What `Retry-After` says on a 429 (default 30). */
  retryAfterSeconds?: number;
}

/** One request that reached the fake. */
export interface FakeLookupCall {
  service: 'cep' | 'cnpj' | 'other';
  /** The CEP or CNPJ as it was in the path. */
  key: string;
  /** The Authorization header as received, or null. */
  authorization: string | null;
}

export interface FakeLookupServices {
  /** `http://127.0.0.1:{port}`: the base URL of both services. */
  baseUrl: string;
  /** Every request received so far, in order. */
  calls(): FakeLookupCall[];
  /** Adds or replaces cases while it runs (a service that comes back, a CEP created). */
  set(cases: FakeLookupCases): void;
  /** Closes the server and any request still waiting. */
  stop(): Promise<void>;
}

/** ViaCEP's answer for a CEP (São Paulo's Avenida Paulista unless overridden). */
export function viaCepAddress(cep: string, overrides: Partial<ViaCepFound> = {}): ViaCepFound {
  return {
    cep: formatCep(cep),
    logradouro: 'Avenida Paulista',
    complemento: 'de 1047 a 1865 - lado ímpar',
    bairro: 'Bela Vista',
    localidade: 'São Paulo',
    uf: 'SP',
    ibge: '3550308',
    gia: '1004',
    ddd: '11',
    siafi: '7107',
    ...overrides,
  };
}

/** ReceitaWS's answer for a CNPJ (an active bakery in São Paulo unless overridden). */
export function receitaWsCompany(cnpj: string, overrides: Partial<ReceitaWsFound> = {}): ReceitaWsFound {
  return {
    status: 'OK',
    cnpj: formatCnpj(cnpj),
    nome: 'PADARIA PAO QUENTE LTDA',
    fantasia: 'PAO QUENTE',
    logradouro: 'AV PAULISTA',
    numero: '1000',
    complemento: 'LOJA 2',
    bairro: 'BELA VISTA',
    municipio: 'SAO PAULO',
    uf: 'SP',
    cep: '01.310-100',
    email: 'compras@paoquente.com.br',
    telefone: '(11) 3333-4444 / (11) 98765-4321',
    situacao: 'ATIVA',
    abertura: '12/03/2009',
    ...overrides,
  };
}

const html = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body><h2>${title}</h2></body></html>`;

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  if (res.destroyed) return;
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const type = typeof body === 'string' ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8';
  res.writeHead(status, { 'content-type': type, ...headers });
  res.end(text);
}

/** Starts the fake on a free port of 127.0.0.1. */
export async function startFakeLookupServices(options: FakeLookupOptions = {}): Promise<FakeLookupServices> {
  const ceps = new Map(Object.entries(options.ceps ?? {}));
  const cnpjs = new Map(Object.entries(options.cnpjs ?? {}));
  const retryAfter = String(options.retryAfterSeconds ?? 30);
  const received: FakeLookupCall[] = [];
  const timers = new Set<NodeJS.Timeout>();

  function failure(res: ServerResponse, service: 'cep' | 'cnpj', failed: FakeFailure) {
    switch (failed) {
      case 'not_found':
        if (service === 'cep') send(res, 200, { erro: 'true' });
        else send(res, 200, { status: 'ERROR', message: 'CNPJ rejeitado pela Receita Federal' });
        return;
      case 'invalid':
        if (service === 'cep') send(res, 400, html('Http 400 - Bad Request'));
        else send(res, 200, { status: 'ERROR', message: 'CNPJ inválido' });
        return;
      case 'rate_limited':
        send(
          res,
          429,
          { status: 'ERROR', message: 'Too many requests, please try again later.' },
          {
            'retry-after': retryAfter,
          },
        );
        return;
      case 'server_error':
        send(res, 500, html('500 Internal Server Error'));
        return;
      case 'garbage':
        send(res, 200, html('Manutenção programada'));
        return;
    }
  }

  function answer<Found>(
    res: ServerResponse,
    service: 'cep' | 'cnpj',
    found: FakeCase<Found> | undefined,
    fallback: FakeFailure,
  ) {
    if (found === undefined) return failure(res, service, fallback);
    if (typeof found === 'string') return failure(res, service, found as FakeFailure);
    if (typeof found === 'object' && found !== null && 'delayMs' in found) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        answer(res, service, found.answer, 'not_found');
      }, found.delayMs);
      timers.add(timer);
      return;
    }
    send(res, 200, found);
  }

  function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const authorization = req.headers.authorization ?? null;
    const cep = /^\/ws\/([^/]*)\/json\/?$/.exec(path);
    const cnpj = /^\/v1\/cnpj\/([^/]*)$/.exec(path);
    if (cep) {
      const key = decodeURIComponent(cep[1] ?? '');
      received.push({ service: 'cep', key, authorization });
      if (!/^\d{8}$/.test(key)) return failure(res, 'cep', 'invalid');
      return answer(res, 'cep', ceps.get(key), 'not_found');
    }
    if (cnpj) {
      const key = decodeURIComponent(cnpj[1] ?? '');
      received.push({ service: 'cnpj', key, authorization });
      if (options.token !== undefined && authorization !== `Bearer ${options.token}`)
        return send(res, 401, { status: 'ERROR', message: 'Token inválido' });
      if (!/^\d{14}$/.test(key)) return failure(res, 'cnpj', 'invalid');
      return answer(res, 'cnpj', cnpjs.get(key), 'not_found');
    }
    received.push({ service: 'other', key: path, authorization });
    send(res, 404, html('404 Not Found'));
  }

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    calls: () => [...received],
    set: (cases) => {
      for (const [key, value] of Object.entries(cases.ceps ?? {})) ceps.set(key, value);
      for (const [key, value] of Object.entries(cases.cnpjs ?? {})) cnpjs.set(key, value);
    },
    stop: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
