import { PERMISSIONS } from '@rota/domain';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import * as schema from '../../db/schema/index.ts';
import { sessionFromToken } from '../../http/auth/authenticate.ts';
import { createSaleFixture, type FixtureProductCode, type SaleFixture } from '../../testing/sale-builders.ts';
import { createTenant, login } from '../../testing/tenant.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { loadSaleReads } from './sale-references.repository.ts';

/**
 * `POST sales` reads everything its check needs in one prepared statement. PostgreSQL plans a
 * prepared statement with the request's values five times, then keeps a generic plan only if it
 * does not look dearer than those; when it does, every execution is planned anew — for this
 * read, about a third of what PostgreSQL spent on a sale (docs/bench.md, runs of 2026-11-25
 * morning). Only on PostgreSQL: PGlite's driver does not name its statements.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the sale read on PostgreSQL', () => {
  let app: TestApp;
  let fx: SaleFixture;
  let token: string;
  let pool: pg.Pool;
  let oneConnection: Database;
  const now = new Date('2026-11-22T13:00:00Z');

  beforeAll(async () => {
    app = await startTestApp('postgres');
    const tenant = await createTenant(app, { permissions: PERMISSIONS });
    token = await login(app, tenant.company.id, tenant.accessToken);
    fx = await createSaleFixture(app.db, {
      company_id: tenant.company.id,
      seller_id: tenant.seller.id,
      seller_code: tenant.seller.code_erp,
    });
    // One connection, so that every execution and the look at its plans share one session; the
    // plan cache's default choice, whatever the server's configuration says.
    pool = new pg.Pool({
      connectionString: app.databaseUrl ?? '',
      max: 1,
      options: '-c plan_cache_mode=auto',
    });
    oneConnection = drizzle(pool, { schema }) as unknown as Database;
  }, 60_000);
  afterAll(async () => {
    await pool?.end();
    await app?.close();
  });

  it('is planned once per connection, whatever the number of products, lists and payments', async () => {
    const auth = await sessionFromToken(oneConnection, token, now);
    const codes: FixtureProductCode[] = ['P001', 'P002', 'P003', 'P009'];
    for (let round = 0; round < 10; round += 1) {
      const lines = codes.slice(0, 1 + (round % codes.length));
      const body = fx.sale({
        items: lines.map((code, index) =>
          fx.item({
            id: index + 1,
            code_erp_product: code,
            ...(code === 'P002' ? { price_list_uuid: fx.priceListUuid } : {}),
          }),
        ),
        payments:
          round % 2 === 0
            ? [fx.payment()]
            : [fx.payment(), fx.payment({ form: fx.forms.pix, condition: fx.conditions.cash })],
      });
      const reads = await loadSaleReads({ db: oneConnection }, auth, body, now);
      expect(reads.stored).toBeNull();
      expect([...reads.references.products.keys()].sort()).toEqual(
        lines.map((code) => fx.productUuid[code]).sort(),
      );
      expect(reads.references.priceLists.size).toBe(lines.includes('P002') ? 1 : 0);
      expect(reads.references.forms.size).toBe(round % 2 === 0 ? 1 : 2);
    }
    const plans = (await oneConnection.execute(
      sql`select generic_plans, custom_plans from pg_prepared_statements where name = 'rota_sale_reads'`,
    )) as unknown as { rows: { generic_plans: string; custom_plans: string }[] };
    expect(plans.rows).toEqual([{ generic_plans: '5', custom_plans: '5' }]);
  });
});
