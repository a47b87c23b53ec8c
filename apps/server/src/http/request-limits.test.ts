import { connect } from 'node:net';
import { api, INTEGRATION_BASE, integration } from '@rota/contract';
import { RECORD_LIMITS } from '@rota/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientBody } from '../testing/client-builders.ts';
import { createSaleFixture, type SaleFixture } from '../testing/sale-builders.ts';
import { createTenant, login, type TestTenant } from '../testing/tenant.ts';
import { callApi, startTestApp, type TestApp } from '../testing/test-app.ts';

const REQUEST_TIMEOUT_MS = 2_000;

/** Sends raw bytes and resolves with what the server answered and when the connection closed. */
function rawRequest(
  port: number,
  head: string,
  options: { trickle?: { everyMs: number; bytes: number } } = {},
): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(head);
      const trickle = options.trickle;
      if (trickle) {
        let sent = 0;
        timer = setInterval(() => {
          if (sent >= trickle.bytes || socket.destroyed) return clearInterval(timer);
          socket.write('x');
          sent += 1;
        }, trickle.everyMs);
      }
    });
    socket.on('data', (chunk) => {
      chunks.push(chunk);
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer: Buffer.concat(chunks).toString('utf8'), closedAfterMs: Date.now() - started });
    });
    setTimeout(() => {
      socket.destroy();
      reject(new Error('a conexão não foi encerrada em 20 s'));
    }, 20_000).unref();
  });
}

/** How long `/health` takes while `work` runs: an event loop stalled by one request shows here. */
async function healthDuring<T>(baseUrl: string, work: Promise<T>): Promise<{ result: T; slowestMs: number }> {
  let done = false;
  let slowestMs = 0;
  const probe = (async () => {
    while (!done) {
      const started = performance.now();
      await fetch(`${baseUrl}/health`).then((response) => response.arrayBuffer());
      slowestMs = Math.max(slowestMs, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const result = await work;
  done = true;
  await probe;
  return { result, slowestMs };
}

describe('request limits: amplification, slow bodies, auth before the body', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let token: string;
  let fx: SaleFixture;
  let port: number;

  beforeAll(async () => {
    app = await startTestApp('pglite', { requestTimeoutMs: REQUEST_TIMEOUT_MS });
    tenant = await createTenant(app);
    token = await login(app, tenant.company.id, tenant.accessToken);
    fx = await createSaleFixture(app.db, {
      company_id: tenant.company.id,
      seller_id: tenant.seller.id,
      seller_code: tenant.seller.code_erp,
    });
    port = Number(new URL(app.baseUrl).port);
  }, 60_000);
  afterAll(() => app.close());

  const hundredThousand = Array.from({ length: 100_000 }, () => ({}));

  it('answers a client with 100,000 empty delivery addresses with a small 422 at once, /health staying fast', async () => {
    const body = { ...clientBody(tenant.company.id), delivery_addresses: hundredThousand };
    const started = performance.now();
    const { result, slowestMs } = await healthDuring(
      app.baseUrl,
      callApi(app.baseUrl, api.clients.create, { token, body }),
    );
    expect(result.status).toBe(422);
    expect(result.body.errors?.delivery_addresses).toEqual([
      `Informe no máximo ${RECORD_LIMITS.deliveryAddresses} itens`,
    ]);
    expect(JSON.stringify(result.body).length).toBeLessThan(2_000);
    // Generous bounds for a shared machine; before the bound it took 18-27 s and /health 14-17 s.
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(slowestMs).toBeLessThan(1_500);
  });

  it('bounds a sale’s items and payments the same way', async () => {
    for (const field of ['items', 'payments'] as const) {
      const response = await callApi(app.baseUrl, api.sales.create, {
        token,
        body: { ...fx.sale(), [field]: hundredThousand },
      });
      expect(response.status).toBe(422);
      expect(Object.keys(response.body.errors ?? {})).toEqual([field]);
    }
  });

  it('bounds a bulk row’s lists and lists at most 50 bad fields of a 5,000-row batch', async () => {
    const call = integration.catalogue.formPayments;
    const oneHugeRow = await callApi(
      app.baseUrl,
      call,
      {
        token: tenant.integrationKey,
        body: {
          rows: [{ code_erp: 'BOL', description: 'Boleto', inative: 0, hierarchies: hundredThousand }],
        },
      },
      INTEGRATION_BASE,
    );
    expect(oneHugeRow.status).toBe(200);
    expect(oneHugeRow.body.data.errors).toEqual([
      {
        index: 0,
        key: 'BOL',
        errors: { hierarchies: [`Informe no máximo ${RECORD_LIMITS.formPaymentHierarchies} itens`] },
      },
    ]);
    const manyBadRows = await callApi(app.baseUrl, api.sales.create, {
      token,
      body: { ...fx.sale(), items: Array.from({ length: RECORD_LIMITS.saleItems }, () => ({})) },
    });
    expect(manyBadRows.status).toBe(422);
    expect(Object.keys(manyBadRows.body.errors ?? {})).toHaveLength(51);
    expect(manyBadRows.body.errors?._).toEqual([
      expect.stringMatching(/^Há mais [\d.]+ erros além dos listados\.$/),
    ]);
  });

  it('closes a connection whose body trickles in a byte at a time, after the request time-out', async () => {
    const { answer, closedAfterMs } = await rawRequest(
      port,
      `POST /api/clients/newclient HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      { trickle: { everyMs: 200, bytes: 1_000 } },
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 3_000);
  });

  it('answers a wrong integration key 401 before reading a large body', async () => {
    const { answer, closedAfterMs } = await rawRequest(
      port,
      `POST ${INTEGRATION_BASE}products/bulk HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer chave-errada\r\n` +
        'Content-Type: application/json\r\nContent-Length: 15000000\r\nConnection: close\r\n\r\n{"rows":[',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 401/);
    expect(answer).toContain('Sessão expirada, realize o login');
    // The 15 MB were never sent: the answer came without waiting for them.
    expect(closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS);
  });
});
