import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import { api, INTEGRATION_BASE, integration, type RealtimeEvent } from '@rota/contract';
import { PERMISSIONS } from '@rota/domain';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from './config/paths.ts';
import { companyWrite } from './db/company-write.ts';
import { type Database, openDatabase } from './db/database.ts';
import { devices, products, sessions } from './db/schema/index.ts';
import {
  createCompany,
  createIntegrationKey,
  createProfile,
  createSeller,
  revokeSellerSessions,
} from './modules/admin/admin.service.ts';
import { connectRealtime, type RealtimeClient } from './realtime/testing/realtime-client.ts';
import { DEMO_SELLERS } from './seed/demo-company.ts';
import { createSaleFixture } from './testing/sale-builders.ts';
import { callApi } from './testing/test-app.ts';
import { openTestDatabase, testDatabaseKinds } from './testing/test-database.ts';

/**
 * `npm start`'s entry point run as real processes: graceful shutdown on SIGTERM (PGlite) and
 * realtime events shared by two processes through PostgreSQL.
 */

interface LogLine {
  msg?: string;
  req?: { method?: string; url?: string };
  [key: string]: unknown;
}

interface ServerProcess {
  url: string;
  logs: LogLine[];
  waitForLog(match: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  child: ChildProcess;
}

const started: ChildProcess[] = [];

/** Starts `node --import tsx apps/server/src/main.ts` and waits until it listens. */
async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const { DATABASE_URL: _url, TEST_DATABASE_URL: _test, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: paths.repoRoot,
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  const logs: LogLine[] = [];
  let stderr = '';
  const listeners = new Set<() => void>();
  let pending = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines.filter(Boolean)) {
      try {
        logs.push(JSON.parse(line) as LogLine);
      } catch {
        logs.push({ msg: line });
      }
    }
    for (const listener of listeners) listener();
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      for (const listener of listeners) listener();
      resolve({ code, signal });
    });
  });
  const waitForLog = (match: (line: LogLine) => boolean, timeoutMs = 60_000) =>
    new Promise<LogLine>((resolve, reject) => {
      const check = () => {
        const found = logs.find(match);
        if (found) {
          listeners.delete(check);
          clearTimeout(timer);
          resolve(found);
        } else if (child.exitCode !== null || child.signalCode !== null) {
          listeners.delete(check);
          clearTimeout(timer);
          reject(new Error(`o processo saiu antes do log esperado:\n${JSON.stringify(logs)}\n${stderr}`));
        }
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(
          new Error(`log esperado não apareceu em ${timeoutMs} ms:\n${JSON.stringify(logs)}\n${stderr}`),
        );
      }, timeoutMs);
      listeners.add(check);
      check();
    });
  const listening = await waitForLog((line) => line.msg?.startsWith('Server listening at') === true);
  const url = /http:\/\/[\d.]+:\d+/.exec(listening.msg ?? '')?.[0];
  if (!url) throw new Error(`endereço não encontrado em ${listening.msg}`);
  return { url, logs, waitForLog, exited, child };
}

/** Resolves with the reason of the socket's hang-up; rejects if it stays open `timeoutMs`. */
function hungUpWithin(client: RealtimeClient, timeoutMs = 1_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`socket ainda aberto após ${timeoutMs} ms`)), timeoutMs);
    client.socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

afterEach(() => {
  // A test that failed half-way must not leave servers behind.
  for (const child of started.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
});

async function createSellerIn(db: Database) {
  const company = await createCompany(db, { name: 'Padaria Processo Ltda', cnpj: generateCnpj() });
  const profile = await createProfile(db, {
    companyId: company.id,
    description: 'Vendedor',
    permissions: PERMISSIONS,
    code_erp: 'PV1',
  });
  const { seller, token } = await createSeller(db, {
    companyId: company.id,
    name: 'Vendedora Processo',
    profileId: profile.id,
    code_erp: 'VP1',
  });
  return { company, seller, accessToken: token, profileCode: 'PV1' };
}

const loginBody = (token: string, companyId: number, deviceId: string) =>
  JSON.stringify({ token, deviceId, company_id: companyId });

async function login(baseUrl: string, body: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/devices/used-token`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body,
  });
  const answer = (await response.json()) as { data: { session_token: string } };
  expect(response.status, JSON.stringify(answer)).toBe(200);
  return answer.data.session_token;
}

/**
 * A login whose body arrives in two parts, on its own connection: the server has the request
 * (and logs it) after the first part and answers only after `finish()`. A real slow upload.
 */
function slowRequest(baseUrl: string, method: string, path: string, body: string) {
  const request = http.request(new URL(path, baseUrl), {
    method,
    agent: false,
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'content-length': Buffer.byteLength(body),
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.once('response', (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => {
        text += chunk;
      });
      response.once('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.once('error', reject);
  });
  const half = Math.floor(body.length / 2);
  request.write(body.slice(0, half));
  return { answer, finish: () => void request.end(body.slice(half)) };
}

/** Resolves once a new TCP connection to the server is refused. */
async function waitUntilRefused(baseUrl: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const refused = await new Promise<boolean>((resolve) => {
      const probe = http.get(new URL('/health', baseUrl), { agent: false }, (response) => {
        response.resume();
        resolve(false);
      });
      probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
    });
    if (refused) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('o servidor continuou aceitando conexões');
}

describe('npm start for a person', () => {
  it('prints, last, the demo logins and "Rota pronta em …", and no line per request unless LOG_LEVEL=info', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'rota-start-'));
    const { DATABASE_URL: _url, TEST_DATABASE_URL: _test, LOG_LEVEL: _level, ...inherited } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: paths.repoRoot,
      env: { ...inherited, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: '1', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.push(child);
    let stdout = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    try {
      const deadline = Date.now() + 90_000;
      while (!/Rota pronta em http:\/\/127\.0\.0\.1:\d+\n/.test(stdout) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      const url = /Rota pronta em (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)?.[1];
      expect(url, stdout).toBeDefined();
      await (await fetch(`${url}/health`)).arrayBuffer();
      await (await fetch(`${url}/api/clients/all`)).arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const lines = stdout.trimEnd().split('\n');
      expect(lines.at(-1)).toBe(`Rota pronta em ${url}`);
      const logins = lines.slice(-DEMO_SELLERS.length - 2, -1);
      expect(logins[0]).toBe('Demonstração: empresa Pão Dourado Distribuidora, CNPJ 45.723.174/0001-10');
      expect(logins.slice(1).map((line) => /token: (\S+)$/.exec(line)?.[1])).toEqual(
        DEMO_SELLERS.map((seller) => seller.token),
      );
      expect(stdout).not.toContain('"incoming request"');
      expect(stdout).not.toContain('/api/clients/all');
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('graceful shutdown of the server process', () => {
  it('on SIGTERM stops accepting, finishes in-flight requests with 200, hangs up sockets, closes PGlite and exits 0', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'rota-shutdown-'));
    try {
      // The database belongs to the process once it runs: prepare it first, then close it.
      const before = await openDatabase({ dataDir });
      const tenant = await createSellerIn(before.db);
      await before.close();

      const server = await startServer({ DATA_DIR: dataDir });
      const token = await login(
        server.url,
        loginBody(tenant.accessToken, tenant.company.id, 'aparelho-inicial'),
      );
      const socket: RealtimeClient = await connectRealtime(server.url, token);
      const hungUp = new Promise<string>((resolve) => socket.socket.once('disconnect', resolve));

      const isLogin = (line: LogLine) =>
        line.msg === 'incoming request' && line.req?.url === '/api/devices/used-token';
      const loginsBefore = server.logs.filter(isLogin).length;
      const deviceIds = ['aparelho-lento-1', 'aparelho-lento-2', 'aparelho-lento-3'];
      const inFlight = deviceIds.map((deviceId) =>
        slowRequest(
          server.url,
          'PUT',
          '/api/devices/used-token',
          loginBody(tenant.accessToken, tenant.company.id, deviceId),
        ),
      );
      await server.waitForLog(() => server.logs.filter(isLogin).length === loginsBefore + deviceIds.length);

      server.child.kill('SIGTERM');
      await server.waitForLog((line) => line.msg === 'encerrando o servidor');
      await waitUntilRefused(server.url);
      expect(await hungUp).toBe('transport close');
      expect(server.child.exitCode).toBeNull();

      for (const request of inFlight) request.finish();
      const answers = await Promise.all(inFlight.map((request) => request.answer));
      for (const answer of answers) {
        expect(answer.status, answer.body).toBe(200);
        expect(JSON.parse(answer.body).data.session_token).toMatch(/^[\w-]{43}$/);
      }
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(server.logs.map((line) => line.msg)).toEqual(
        expect.arrayContaining(['encerrando o servidor', 'servidor encerrado']),
      );
      expect(server.logs.some((line) => line.level === 50)).toBe(false);

      // Every write of the in-flight requests is on disk, and the database opens cleanly.
      const after = await openDatabase({ dataDir });
      try {
        const stored = await after.db
          .select({ device: devices.device_id })
          .from(sessions)
          .innerJoin(devices, eq(devices.id, sessions.device_id))
          .where(eq(sessions.seller_id, tenant.seller.id));
        expect(stored.map((row) => row.device).sort()).toEqual(['aparelho-inicial', ...deviceIds].sort());
      } finally {
        await after.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe.each(testDatabaseKinds.filter((kind) => kind === 'postgres'))('two server processes on %s', () => {
  it('deliver an event caused through process A to a socket connected to process B', async () => {
    const database = await openTestDatabase('postgres');
    if (!database.url) throw new Error('sem URL do banco de teste');
    try {
      const tenant = await createSellerIn(database.db);
      const [a, b] = await Promise.all([
        startServer({ DATABASE_URL: database.url }),
        startServer({ DATABASE_URL: database.url }),
      ]);
      expect(a.url).not.toBe(b.url);
      const token = await login(a.url, loginBody(tenant.accessToken, tenant.company.id, 'celular-multi'));
      const onB = await connectRealtime(b.url, token);

      const fixture = await createSaleFixture(database.db, {
        company_id: tenant.company.id,
        seller_id: tenant.seller.id,
        seller_code: tenant.seller.code_erp,
      });
      // These processes run on the real clock, which bounds a sale's `created_at` (docs/server.md "Dates").
      const sale = fixture.sale({ created_at: new Date().toISOString() });
      const saleUuid = sale.uuid;
      const created = await fetch(`${a.url}/api/sales`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(sale),
      });
      expect([200, 201], await created.clone().text()).toContain(created.status);

      // A delivery wait, not a speed figure (bench has those): generous for a loaded CI machine,
      // and on failure it shows what either process logged (a NOTIFY or LISTEN error).
      const event = await onB
        .waitFor((e) => e.type === 'sale.status' && e.sale_uuid === saleUuid, 20_000)
        .catch((error: Error) => {
          const warnings = (server: ServerProcess) =>
            JSON.stringify(server.logs.filter((line) => Number(line.level) >= 40));
          throw new Error(`${error.message}\navisos de A: ${warnings(a)}\navisos de B: ${warnings(b)}`);
        });
      expect(event).toEqual({
        type: 'sale.status',
        company_id: tenant.company.id,
        seller_id: tenant.seller.id,
        sale_uuid: saleUuid,
        status: 'Aberto',
        cursor: expect.stringMatching(/^\d+$/),
      });
      onB.close();

      a.child.kill('SIGTERM');
      b.child.kill('SIGTERM');
      // Both exit 0 in time: the adapter's LISTEN connection and timers do not hold them.
      expect(await Promise.all([a.exited, b.exited])).toEqual([
        { code: 0, signal: null },
        { code: 0, signal: null },
      ]);
    } finally {
      await database.close();
    }
  }, 180_000);

  it('hang up within a second, on process B, the socket of a session revoked elsewhere (the admin CLI on the same PostgreSQL)', async () => {
    const database = await openTestDatabase('postgres');
    if (!database.url) throw new Error('sem URL do banco de teste');
    try {
      const tenant = await createSellerIn(database.db);
      // The periodic sweep runs every minute: only the database's notification passes this test.
      const [a, b] = await Promise.all([
        startServer({ DATABASE_URL: database.url, SESSION_CHECK_S: '60' }),
        startServer({ DATABASE_URL: database.url, SESSION_CHECK_S: '60' }),
      ]);
      const token = await login(a.url, loginBody(tenant.accessToken, tenant.company.id, 'celular-revogado'));
      const onB = await connectRealtime(b.url, token);
      const onA = await connectRealtime(a.url, token);
      const [closedB, closedA] = [hungUpWithin(onB), hungUpWithin(onA)];
      await revokeSellerSessions(database.db, tenant.seller.id, new Date());
      expect(await Promise.all([closedB, closedA])).toEqual(['io server disconnect', 'io server disconnect']);
      await expect(connectRealtime(b.url, token)).rejects.toThrow('Sessão expirada, realize o login');
      a.child.kill('SIGTERM');
      b.child.kill('SIGTERM');
      await Promise.all([a.exited, b.exited]);
    } finally {
      await database.close();
    }
  }, 180_000);

  it('stop, within a second, sending bakery events to a socket on process B whose profile the ERP narrowed through process A', async () => {
    const database = await openTestDatabase('postgres');
    if (!database.url) throw new Error('sem URL do banco de teste');
    try {
      const tenant = await createSellerIn(database.db);
      const companyId = tenant.company.id;
      const key = await createIntegrationKey(database.db, { companyId, description: 'ERP' });
      const bakerProfile = await createProfile(database.db, {
        companyId,
        description: 'Padaria',
        permissions: ['canAccessBakery'],
      });
      const baker = await createSeller(database.db, {
        companyId,
        name: 'Padeiro Processo',
        profileId: bakerProfile.id,
        code_erp: 'PAD1',
      });
      const fixture = await createSaleFixture(database.db, {
        company_id: companyId,
        seller_id: tenant.seller.id,
        seller_code: tenant.seller.code_erp,
      });
      // Pão Francês is baked: a finalised sale of it makes a bakery line, and `bakery.changed`.
      await companyWrite(database.db, companyId, (tx) =>
        tx
          .update(products)
          .set({ category: '01' })
          .where(and(eq(products.company_id, companyId), eq(products.code_erp, 'P001'))),
      );
      const [a, b] = await Promise.all([
        startServer({ DATABASE_URL: database.url, SESSION_CHECK_S: '60' }),
        startServer({ DATABASE_URL: database.url, SESSION_CHECK_S: '60' }),
      ]);
      const sellerToken = await login(a.url, loginBody(tenant.accessToken, companyId, 'celular-vendedor'));
      const bakerToken = await login(a.url, loginBody(baker.token, companyId, 'tablet-padaria'));
      const [sellerOnB, bakerOnB] = await Promise.all([
        connectRealtime(b.url, sellerToken),
        connectRealtime(b.url, bakerToken),
      ]);
      const sell = async () => {
        const sale = fixture.sale({ status: 'Finalizado', created_at: new Date().toISOString() });
        const answer = await callApi(a.url, api.sales.create, { token: sellerToken, body: sale });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        return sale.uuid;
      };
      const isBakery = (event: RealtimeEvent) => event.type === 'bakery.changed';
      const statusOf = (uuid: string) => (event: RealtimeEvent) =>
        event.type === 'sale.status' && event.sale_uuid === uuid;

      const first = await sell();
      await sellerOnB.waitFor(statusOf(first), 20_000);
      await sellerOnB.waitFor(isBakery, 20_000);
      await bakerOnB.waitFor(isBakery, 20_000);

      const narrowed = await callApi(
        a.url,
        integration.access.profiles,
        {
          token: key,
          body: {
            rows: [
              {
                code_erp: tenant.profileCode,
                description: 'Vendedor sem padaria',
                permissions: PERMISSIONS.filter((name) => name !== 'canAccessBakery').map((name) => ({
                  name,
                })),
              },
            ],
          },
        },
        INTEGRATION_BASE,
      );
      expect(narrowed.status, JSON.stringify(narrowed.body)).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1_000));

      const bakerBefore = bakerOnB.events.length;
      const sellerBefore = sellerOnB.events.length;
      const second = await sell();
      // The seller still hears of their sale; the baker (same process) hears the bakery's
      // event, which both would have had in the same delivery.
      await sellerOnB.waitFor(statusOf(second), 20_000);
      await bakerOnB.waitFor(
        (event) => isBakery(event) && bakerOnB.events.indexOf(event) >= bakerBefore,
        20_000,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(sellerOnB.events.slice(sellerBefore).map((e) => e.type)).toEqual(['sale.status']);
      sellerOnB.close();
      bakerOnB.close();
      a.child.kill('SIGTERM');
      b.child.kill('SIGTERM');
      await Promise.all([a.exited, b.exited]);
    } finally {
      await database.close();
    }
  }, 180_000);
});
