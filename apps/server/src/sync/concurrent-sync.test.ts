import { randomUUID } from 'node:crypto';
import { api, INTEGRATION_BASE, integration } from '@rota/contract';
import { PERMISSIONS } from '@rota/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientBody } from '../testing/client-builders.ts';
import { createSaleFixture, type SaleFixture } from '../testing/sale-builders.ts';
import { createTenant, login, type TestTenant } from '../testing/tenant.ts';
import { callApi, startTestApp, type TestApp } from '../testing/test-app.ts';

type Row = { uuid: string; deleted_at: string | null } & Record<string, unknown>;
type Page = { data: Row[]; meta: { cursor: string; has_more: boolean } };
type Pull = typeof api.sales.allSeller | typeof api.clients.all | typeof api.catalogue.products;

/** The pulls the device makes while the company writes, each with the writes that feed it. */
const pulls: Record<string, Pull> = {
  sales: api.sales.allSeller,
  clients: api.clients.all,
  products: api.catalogue.products,
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * DESIGN.md "Sync": a pull never skips a committed row. On PostgreSQL (real concurrency: several
 * connections, writes of one company side by side), many writers of one company — sales with
 * up to 200 lines, resends that rewrite a sale, new clients and visits under the company's
 * mutex, ERP loads of products taking hundreds of milliseconds — run while a device pulls each
 * table with `since=<cursor>` in small pages, as fast as it can. When the writers are done, the
 * device catches up, and what it holds must be exactly the final snapshot: no row missing, none
 * stale, none extra. A row that took its version before another but committed after it, read
 * past by a pull in between, would be missing for good (new sales are never written again).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('concurrent writes of one company on PostgreSQL', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let token: string;
  let fx: SaleFixture;
  beforeAll(async () => {
    app = await startTestApp('postgres', {
      rateLimits: { perSession: 1_000_000, perIntegrationKey: 1_000_000 },
    });
    tenant = await createTenant(app, { permissions: PERMISSIONS });
    token = await login(app, tenant.company.id, tenant.accessToken);
    fx = await createSaleFixture(app.db, {
      company_id: tenant.company.id,
      seller_id: tenant.seller.id,
      seller_code: tenant.seller.code_erp,
    });
  }, 60_000);
  afterAll(() => app.close());

  const expectOk = (response: { status: number; body: unknown }) => {
    if (response.status !== 200) throw new Error(`${response.status}: ${JSON.stringify(response.body)}`);
  };

  /** A new sale of `lines` lines (Aberto, so a resend may rewrite it). */
  const newSale = (lines: number) =>
    fx.sale({
      items: Array.from({ length: lines }, (_, index) => fx.item({ id: index + 1 })),
      payments: [fx.payment({ price: 300 * lines })],
    });

  async function writer(index: number, until: () => boolean, written: { count: number }) {
    let round = 0;
    while (!until()) {
      round += 1;
      const pick = (index * 7 + round) % 10;
      if (pick < 6) {
        const sale = newSale(round % 5 === 0 ? 200 : 1 + (round % 12));
        expectOk(await callApi(app.baseUrl, api.sales.create, { token, body: sale }));
        if (pick === 0) {
          const resent = { ...sale, notes: `Reenviada ${round}`, items: sale.items.slice(0, 3) };
          const lines = resent.items.length;
          resent.payments = [fx.payment({ price: 300 * lines })];
          expectOk(await callApi(app.baseUrl, api.sales.create, { token, body: resent }));
        }
      } else if (pick < 8) {
        const client = clientBody(tenant.company.id, { code_erp_seller: tenant.seller.code_erp });
        expectOk(await callApi(app.baseUrl, api.clients.create, { token, body: client }));
        expectOk(
          await callApi(app.baseUrl, api.clients.visited, {
            token,
            params: { id: client.uuid },
            body: {
              uuid: randomUUID(),
              visited_at: '2026-11-22T09:00:00-03:00',
              outcome: { outcome: 'sale', note: null },
            },
          }),
        );
      } else {
        const rows = Array.from({ length: 300 }, (_, n) => ({
          description: `Produto ${index}-${round}-${n}`,
          code_erp: `C${index}-${n}`,
          unit: 'UN',
          price: 10_000 + round,
          category: '01',
          barcode: null,
          inative: 0,
        }));
        expectOk(
          await callApi(
            app.baseUrl,
            integration.catalogue.products,
            { token: tenant.integrationKey, body: { rows } },
            INTEGRATION_BASE,
          ),
        );
      }
      written.count += 1;
    }
  }

  /** Applies pulled pages to the device's copy of a table, as the app does. */
  async function pullOnce(
    call: Pull,
    state: { cursor: string | undefined; rows: Map<string, Row> },
    limit = 1000,
  ) {
    const query: Record<string, string> = { limit: String(limit) };
    if (state.cursor !== undefined) query.since = state.cursor;
    const response = await callApi<Page>(app.baseUrl, call, { token, query });
    expectOk(response);
    for (const row of response.body.data) {
      if (row.deleted_at === null) state.rows.set(row.uuid, row);
      else state.rows.delete(row.uuid);
    }
    if (state.cursor !== undefined && BigInt(response.body.meta.cursor) < BigInt(state.cursor))
      throw new Error(`o cursor voltou de ${state.cursor} para ${response.body.meta.cursor}`);
    state.cursor = response.body.meta.cursor;
    return response.body.meta.has_more;
  }

  async function snapshot(call: Pull): Promise<Map<string, Row>> {
    const state = { cursor: undefined as string | undefined, rows: new Map<string, Row>() };
    // The first page is the snapshot (no tombstones); the next ones carry on from its cursor.
    while (await pullOnce(call, state, 50)) {}
    return state.rows;
  }

  type DeviceCopy = Record<string, { cursor: string | undefined; rows: Map<string, Row> }>;

  /**
   * A device pulling all along until the writers stop: sales most often, the rest now and then.
   * `pages[index]` counts its pages as it goes.
   */
  async function pullWhile(device: DeviceCopy, writing: () => boolean, pages: number[], index: number) {
    for (let round = 0; writing(); round++) {
      for (const [name, call] of Object.entries(pulls)) {
        const state = device[name];
        if (!state || (name !== 'sales' && round % 4 !== 0)) continue;
        await pullOnce(call, state);
        pages[index] = (pages[index] ?? 0) + 1;
      }
      await pause(1);
    }
  }

  it('gives devices that pull all along exactly the final snapshot of every table', async () => {
    const devices: DeviceCopy[] = Array.from({ length: 3 }, () =>
      Object.fromEntries(
        Object.keys(pulls).map((name) => [name, { cursor: '0', rows: new Map<string, Row>() }]),
      ),
    );
    let writing = true;
    // At least 12 s of writes, and on a loaded machine longer, until enough went on side by side
    // for the comparison to mean something (at most 60 s).
    const started = Date.now();
    const written = { count: 0 };
    const pages = devices.map(() => 0);
    const enough = () =>
      (Date.now() - started > 12_000 && written.count > 100 && pages.every((count) => count > 30)) ||
      Date.now() - started > 60_000;
    const pullers = devices.map((device, index) => pullWhile(device, () => writing, pages, index));
    await Promise.all(Array.from({ length: 12 }, (_, index) => writer(index, enough, written)));
    writing = false;
    await Promise.all(pullers);
    expect(written.count).toBeGreaterThan(100);
    for (const count of pages) expect(count).toBeGreaterThan(30);

    for (const [name, call] of Object.entries(pulls)) {
      const final = await snapshot(call);
      expect(final.size, name).toBeGreaterThan(10);
      for (const device of devices) {
        const state = device[name];
        if (!state) throw new Error(name);
        while (await pullOnce(call, state)) {}
        const missing = [...final.keys()].filter((uuid) => !state.rows.has(uuid));
        const stale = [...final.entries()].filter(
          ([uuid, row]) =>
            state.rows.has(uuid) && JSON.stringify(state.rows.get(uuid)) !== JSON.stringify(row),
        );
        const extra = [...state.rows.keys()].filter((uuid) => !final.has(uuid));
        expect({ missing: missing.length, stale: stale.length, extra: extra.length }, name).toEqual({
          missing: 0,
          stale: 0,
          extra: 0,
        });
        expect(state.rows, name).toEqual(final);
      }
    }
  }, 180_000);
});
