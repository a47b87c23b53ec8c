import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import {
  API_BASE,
  apiCalls,
  type CallDefinition,
  INTEGRATION_BASE,
  integrationCalls,
  messageErrorSchema,
  validationErrorSchema,
} from '@rota/contract';
import { PERMISSIONS } from '@rota/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLookupServices, startFakeLookupServices } from '../fake-lookup-services.ts';
import { createTenant, login, type TestTenant } from '../tenant.ts';
import { startTestApp, type TestApp } from '../test-app.ts';
import { malformedBody, malformedParam, malformedQuery } from './malformed-input.ts';

/**
 * Malformed input never makes the server fail (DESIGN.md: "Malformed input is a 422, never a
 * 500"). Every call that takes params, query or a body gets random wrong input over real HTTP,
 * with a real session (every permission) or the integration key; each answer must be a client
 * error with the §8 shape, or a success when the input happened to be valid.
 * `FUZZ_RUNS` sets the runs per call (default 30); a failure prints the request and the answer.
 */
const runs = Number(process.env.FUZZ_RUNS ?? 30);
/** No error answer, whatever the input, is larger than this: errors are capped, not echoed. */
const MAX_ERROR_BYTES = 16 * 1024;
/** The fuzzed server's request time-out, short so the slow-body cases finish quickly. */
const REQUEST_TIMEOUT_MS = 2_000;
const allowedStatuses = new Set([200, 201, 400, 401, 403, 404, 409, 413, 422, 429]);

const targets = [
  ...apiCalls.map((call) => ({ call, base: API_BASE })),
  ...integrationCalls.map((call) => ({ call, base: INTEGRATION_BASE })),
].filter(({ call }) => call.params || call.query || call.body);

/** Percent-encodings that are themselves broken, sent as they are. */
const brokenEncodings = ['%', '%E0%A4%A', '%C0%AF', '%FF', '%2e%2e', '%00'];

/** A lone surrogate cannot be percent-encoded as UTF-8: send its WTF-8 bytes, invalid UTF-8. */
function encodeLoneSurrogate(unit: number): string {
  const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
  return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
}

function encodeSegment(value: string): string {
  if (brokenEncodings.includes(value)) return value;
  return [...value]
    .map((character) => {
      try {
        return encodeURIComponent(character);
      } catch {
        return encodeLoneSurrogate(character.charCodeAt(0));
      }
    })
    .join('');
}

type AuthChoice = 'valid' | 'none' | 'garbage';

interface FuzzRequest {
  params: Record<string, string>;
  query: [string, string][];
  body: string | undefined;
  auth: AuthChoice;
}

/** Opens a request with a 10 KB body and sends it one byte every 100 ms; resolves when closed. */
function trickleBody(
  origin: URL,
  path: string,
  method: string,
  token: string,
): Promise<{ status: number; closedAfterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(Number(origin.port), origin.hostname);
    let answer = '';
    const timer = setInterval(() => {
      if (!socket.destroyed) socket.write('[');
    }, 100);
    socket.on('connect', () =>
      socket.write(
        `${method} ${path} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n` +
          'Content-Type: application/json\r\nContent-Length: 10000\r\n\r\n',
      ),
    );
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0),
        closedAfterMs: Date.now() - started,
      });
    });
  });
}

const shorten = (text: string) =>
  text.length > 300 ? `${text.slice(0, 300)}… (${text.length} caracteres)` : text;

describe('fuzzing every call with malformed input', () => {
  let app: TestApp;
  let tenant: TestTenant;
  /** The CEP and CNPJ services: a valid CEP or CNPJ is "not found" there (200 or 404, never 503). */
  let lookups: FakeLookupServices;
  const sessions = new Map<string, string>();

  beforeAll(async () => {
    lookups = await startFakeLookupServices();
    app = await startTestApp('pglite', {
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
      lookups: { cepBaseUrl: lookups.baseUrl, cnpjBaseUrl: lookups.baseUrl },
    });
    tenant = await createTenant(app, { permissions: PERMISSIONS, sellerCode: 'FUZZ1' });
    // One session per call, made before any fuzzing: the login throttle counts failed logins
    // by address, and fuzzing the login fails on purpose.
    for (const { call } of targets) {
      sessions.set(
        call.name,
        await login(app, tenant.company.id, tenant.accessToken, `aparelho-fuzz-${sessions.size}`),
      );
    }
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await lookups.stop();
  }, 30_000);

  function request(call: CallDefinition): fc.Arbitrary<FuzzRequest> {
    const plausible = [String(tenant.company.id), tenant.company.cnpj, randomUUID(), '1', 'FUZZ1'];
    const names = Object.keys(call.params?.shape ?? {});
    const param = fc.oneof(
      { arbitrary: malformedParam(plausible), weight: 9 },
      fc.constantFrom(...brokenEncodings),
    );
    return fc.record({
      params: fc.record(Object.fromEntries(names.map((name) => [name, param]))),
      query: call.query ? malformedQuery(call) : fc.constant([]),
      body: call.body ? malformedBody(call) : fc.constant(undefined),
      auth: fc.constantFrom<AuthChoice>('valid', 'valid', 'valid', 'valid', 'none', 'garbage'),
    });
  }

  function credential(call: CallDefinition, auth: AuthChoice): string | null {
    if (auth === 'none') return null;
    if (auth === 'garbage') return 'x'.repeat(43);
    if (call.auth.kind === 'integration') return tenant.integrationKey;
    return sessions.get(call.name) ?? null;
  }

  async function send(call: CallDefinition, base: string, input: FuzzRequest) {
    const path = call.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeSegment(input.params[name] ?? ''),
    );
    const url = new URL(`${base}${path}`, app.baseUrl);
    for (const [key, value] of input.query) url.searchParams.append(key, value);
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = credential(call, input.auth);
    if (token) headers.authorization = `Bearer ${token}`;
    if (input.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(url, { method: call.method, headers, body: input.body });
    const text = await response.text();
    const described = `${call.method} ${shorten(url.pathname + url.search)} corpo=${shorten(input.body ?? '')} → ${response.status} ${shorten(text)}`;
    return { status: response.status, text, described };
  }

  function checkAnswer(status: number, text: string, described: string): void {
    if (!allowedStatuses.has(status)) throw new Error(`status inesperado: ${described}`);
    if (status >= 400 && Buffer.byteLength(text) > MAX_ERROR_BYTES)
      throw new Error(`resposta de erro grande demais (${Buffer.byteLength(text)} bytes): ${described}`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error(`resposta não é JSON: ${described}`);
    }
    if (status === 422) {
      const parsed = validationErrorSchema.safeParse(body);
      if (!parsed.success) throw new Error(`422 fora do formato { message, errors }: ${described}`);
      const fields = Object.values(parsed.data.errors);
      if (fields.length === 0 || fields.some((messages) => messages.length === 0)) {
        throw new Error(`422 sem mensagens por campo: ${described}`);
      }
    } else if (status >= 400 && !messageErrorSchema.safeParse(body).success) {
      throw new Error(`erro sem { message }: ${described}`);
    }
  }

  it('covers every call that takes params, query or a body', () => {
    expect(targets.length).toBeGreaterThan(40);
    expect(targets.map(({ call }) => call.name)).toEqual(
      expect.arrayContaining(['devices.usedToken', 'sales.create', 'clients.create']),
    );
  });

  it('answers router errors in pt-BR: a path parameter over 100 characters 404, broken percent-encoding 400', async () => {
    const headers = { authorization: `Bearer ${sessions.get('channels.get')}` };
    const long = await fetch(`${app.baseUrl}/api/channels/${'a'.repeat(101)}`, { headers });
    expect(long.status).toBe(404);
    expect(await long.json()).toEqual({ message: 'Recurso não encontrado' });
    const broken = await fetch(`${app.baseUrl}/api/channels/%E0%A4%A`, { headers });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ message: 'O endereço da requisição é inválido.' });
  });

  it('closes the connection of every call whose body trickles in a byte at a time (408), all at once', async () => {
    const withBody = targets.filter(({ call }) => call.body);
    const answers = await Promise.all(
      withBody.map(async ({ call, base }) => {
        const path = call.path.replace(/\{(\w+)\}/g, () => randomUUID());
        const token = credential(call, 'valid') ?? '';
        const { status, closedAfterMs } = await trickleBody(
          new URL(app.baseUrl),
          `${base}${path}`,
          call.method,
          token,
        );
        return { call: call.name, status, inTime: closedAfterMs < REQUEST_TIMEOUT_MS + 3_000 };
      }),
    );
    expect(answers).toEqual(withBody.map(({ call }) => ({ call: call.name, status: 408, inTime: true })));
  }, 30_000);

  it.each(
    targets.map((target) => [
      `${target.call.name} (${target.call.method} ${target.base}${target.call.path})`,
      target,
    ]),
  )(
    '%s answers malformed input without a 500',
    async (_, { call, base }) => {
      await fc.assert(
        fc.asyncProperty(request(call), async (input) => {
          const { status, text, described } = await send(call, base, input);
          checkAnswer(status, text, described);
        }),
        { numRuns: runs, endOnFailure: true },
      );
    },
    60_000,
  );
});
