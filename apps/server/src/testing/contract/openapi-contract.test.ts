import { PERMISSIONS } from '@rota/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLookupServices, startFakeLookupServices } from '../fake-lookup-services.ts';
import { createTenant, login, type TestTenant } from '../tenant.ts';
import { startTestApp, type TestApp } from '../test-app.ts';
import { type OpenApiDocument, type Operation, operationsOf } from './openapi-operations.ts';
import { type GeneratedRequest, type KnownValues, requestGenerator } from './request-generator.ts';
import { jsonProblem } from './schema-validators.ts';

/**
 * The OpenAPI document is a promise the server keeps (issue 23 §1): the test reads the document
 * the server serves at `/docs/json`, and for every operation in it sends requests generated from
 * the operation's own schemas (json-schema-faker, fixed seed) over real HTTP, with a session of
 * every permission or the integration key. Every answer must carry a status the operation
 * declares, and a body that holds to the schema declared for that status (ajv, draft 2020-12 —
 * a validator nobody here wrote, reading the document as an ERP's client generator would).
 * A request the document calls invalid must be refused (4xx). `CONTRACT_RUNS` sets the valid
 * requests per operation (default 6; as many invalid ones).
 */
const validRuns = Number(process.env.CONTRACT_RUNS ?? 6);
const SEED = 20_261_127;
/** Field values kept per name from earlier answers, for path parameters that name real records. */
const KNOWN_PER_FIELD = 20;

const shorten = (text: string) => (text.length > 400 ? `${text.slice(0, 400)}… (${text.length})` : text);

/** Integration writes first (they fill the company), then reads; the sellers' calls after. */
function order(operation: Operation): number {
  const integration = operation.path.startsWith('/integration/') ? 0 : 2;
  return integration + (operation.method === 'GET' ? 1 : 0);
}

describe('the OpenAPI document is what the server answers', async () => {
  let app: TestApp;
  let tenant: TestTenant;
  let lookups: FakeLookupServices;
  const sessions = new Map<string, string>();
  const known: KnownValues = new Map();
  /** What each operation answered, `valid 200`, `invalid 422`…: how far the requests reached. */
  const answers = new Map<string, Set<string>>();
  const answered = (id: string, request: GeneratedRequest, status: number) => {
    const seen = answers.get(id) ?? new Set<string>();
    seen.add(`${request.kind} ${status}`);
    answers.set(id, seen);
  };

  const document = await (async () => {
    // The document is read before the tests are listed, so each operation is a test of its own.
    const reader = await startTestApp('pglite');
    try {
      const response = await fetch(`${reader.baseUrl}/docs/json`);
      return (await response.json()) as OpenApiDocument;
    } finally {
      await reader.close();
    }
  })();
  const operations = operationsOf(document).sort((a, b) => order(a) - order(b));

  function remember(value: unknown, field = ''): void {
    if (Array.isArray(value)) for (const item of value) remember(item, field);
    else if (value !== null && typeof value === 'object')
      for (const [name, inner] of Object.entries(value)) remember(inner, name);
    else if (field && (typeof value === 'string' || typeof value === 'number')) {
      const seen = known.get(field) ?? new Set<string>();
      if (seen.size < KNOWN_PER_FIELD) seen.add(String(value));
      known.set(field, seen);
    }
  }

  beforeAll(async () => {
    lookups = await startFakeLookupServices();
    app = await startTestApp('pglite', {
      lookups: { cepBaseUrl: lookups.baseUrl, cnpjBaseUrl: lookups.baseUrl },
      // The limits are declared (429); they are not what this test looks at.
      rateLimits: { perSession: 100_000, perIntegrationKey: 100_000, publicPerAddress: 100_000 },
    });
    tenant = await createTenant(app, { permissions: PERMISSIONS, sellerCode: 'CONTRATO' });
    remember({ company_id: tenant.company.id, cnpj: tenant.company.cnpj, code_erp: 'CONTRATO' });
    // A session per operation: an operation that ends its own session (a logout) ends no other's.
    for (const operation of operations) {
      if (operation.credential !== 'session') continue;
      sessions.set(
        operation.id,
        await login(app, tenant.company.id, tenant.accessToken, `aparelho-contrato-${sessions.size}`),
      );
    }
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await lookups?.stop();
  });

  async function send(operation: Operation, request: GeneratedRequest) {
    const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(request.params[name] ?? ''),
    );
    const url = new URL(path, app.baseUrl);
    for (const [name, value] of request.query) url.searchParams.append(name, value);
    const headers: Record<string, string> = { accept: 'application/json' };
    const credential =
      operation.credential === 'session'
        ? sessions.get(operation.id)
        : operation.credential === 'integrationKey'
          ? tenant.integrationKey
          : undefined;
    if (credential) headers.authorization = `Bearer ${credential}`;
    const hasBody = request.body !== undefined;
    if (hasBody) headers['content-type'] = 'application/json';
    const response = await fetch(url, {
      method: operation.method,
      headers,
      body: hasBody ? JSON.stringify(request.body) : undefined,
    });
    const text = await response.text();
    const sent = `${operation.method} ${shorten(url.pathname + url.search)}${hasBody ? ` corpo=${shorten(JSON.stringify(request.body))}` : ''}`;
    return { status: response.status, text, described: `${sent} → ${response.status} ${shorten(text)}` };
  }

  /** What is wrong with an answer, by the document; null when it keeps the promise. */
  function answerProblem(operation: Operation, request: GeneratedRequest, status: number, text: string) {
    if (!operation.responses.has(status)) return `status ${status} não declarado`;
    if (request.kind === 'invalid' && status < 400) return `pedido inválido (${request.broken}) aceito`;
    const schema = operation.responses.get(status);
    if (!schema) return null;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return 'resposta não é JSON';
    }
    const problem = jsonProblem(schema, body);
    if (problem) return `corpo fora do esquema do ${status}: ${problem}`;
    if (status === 200) remember(body);
    return null;
  }

  it('drives every operation of the document, of the sellers and of the ERP', () => {
    expect(operations.length).toBeGreaterThan(100);
    const ids = operations.map((operation) => operation.id);
    expect(ids).toEqual(
      expect.arrayContaining(['sales.create', 'devices.usedToken', 'integration.sales.status']),
    );
    expect(new Set(operations.map((operation) => operation.credential))).toEqual(
      new Set(['session', 'integrationKey', 'none']),
    );
  });

  it.each(
    operations.map(
      (operation, index) =>
        [`${operation.id} (${operation.method} ${operation.path})`, operation, index] as const,
    ),
  )(
    '%s answers what it declares',
    async (_, operation, index) => {
      const generator = requestGenerator(operation, SEED + index * 1_000, known);
      const problems: string[] = [];
      for (let run = 0; run < validRuns; run += 1) {
        for (const request of [generator.valid(), generator.invalid()]) {
          if (!request) continue;
          const { status, text, described } = await send(operation, request);
          answered(operation.id, request, status);
          const problem = answerProblem(operation, request, status, text);
          if (problem) problems.push(`${problem}: ${described}`);
        }
      }
      expect(problems).toEqual([]);
    },
    120_000,
  );

  it('reached past the checks: most operations answered a generated request 200, every one taking input refused a broken one', () => {
    const succeeded = operations.filter((operation) => answers.get(operation.id)?.has('valid 200'));
    // Measured 2026-11-27: 89 of 113. The rest need records that agree with each other (a sale's
    // client, products and payment forms), which schemas alone do not make.
    expect(succeeded.length / operations.length).toBeGreaterThan(0.7);
    const takingInput = operations.filter((operation) => operation.parameters.length > 0 || operation.body);
    const refused = (id: string) =>
      [...(answers.get(id) ?? [])].some((answer) => answer.startsWith('invalid 4'));
    expect(
      takingInput.filter((operation) => !refused(operation.id)).map((operation) => operation.id),
    ).toEqual([]);
  });
});
