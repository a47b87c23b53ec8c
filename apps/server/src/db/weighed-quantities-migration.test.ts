import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './database.ts';
import * as schema from './schema/index.ts';

/*
 * Migration 0023 (weighed quantities) on a database that already holds whole-number rows: an
 * install updated in place keeps its sales, bakery lines and chart sums as they were (3 stays 3),
 * and takes 2,5 kg afterwards.
 */

const MIGRATION = '0023_weighed_quantities';
const SALE = '00000000-0000-4000-8000-00000000a001';
const ITEM = '00000000-0000-4000-8000-00000000b001';

describe('migration 0023: quantities with decimals', () => {
  let client: PGlite;
  let before: string;
  const db = () => drizzle(client, { schema });

  beforeAll(async () => {
    // The migrations as they were before 0023: the same files, the journal without its entry.
    before = await mkdtemp(join(tmpdir(), 'rota-migrations-'));
    await cp(migrationsFolder, before, { recursive: true });
    const journalPath = join(before, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.filter((entry) => entry.tag < MIGRATION);
    await writeFile(journalPath, JSON.stringify(journal));
    await rm(join(before, `${MIGRATION}.sql`));

    client = new PGlite();
    await migrate(drizzle(client) as never, { migrationsFolder: before });
    // Rows as an install of yesterday stored them; the companies and sales they refer to are not
    // what this test is about, so foreign keys and triggers are set aside for the inserts.
    await client.exec(`
      set session_replication_role = replica;
      insert into sale_items (uuid, sale_uuid, id, product_uuid, code_erp_product, description, unit, quantity, unit_price, discount)
        values ('${ITEM}', '${SALE}', 1, '${ITEM}', 'P001', 'Pão Francês', 'UN', 3, 15000, 0);
      insert into bakery_items (company_id, sale_uuid, sale_item_uuid, delivery_date, client_name, code_erp_product, description, category, unit, quantity, produced, separated, delivered)
        values (1, '${SALE}', '${ITEM}', '2026-11-23', 'Padaria Alfa', 'P001', 'Pão Francês', '01', 'UN', 100, 80, 50, 20);
      insert into sales_rollup (company_id, kind, day, seller_id, key, label, amount, quantity, sales)
        values (1, 'product', '2026-11-22', 1, '${ITEM}', 'Pão Francês', 450, 3, 1);
      set session_replication_role = origin;
    `);
    await migrate(drizzle(client) as never, { migrationsFolder });
  }, 120_000);

  afterAll(async () => {
    await client?.close();
    if (before) await rm(before, { recursive: true, force: true });
  });

  it('keeps whole-number rows as they were', async () => {
    const [item] = await db().select().from(schema.saleItems).where(eq(schema.saleItems.uuid, ITEM));
    expect(item?.quantity).toBe(3);
    const [line] = await db()
      .select()
      .from(schema.bakeryItems)
      .where(eq(schema.bakeryItems.sale_item_uuid, ITEM));
    expect([line?.quantity, line?.produced, line?.separated, line?.delivered]).toEqual([100, 80, 50, 20]);
    const [sum] = await db().select().from(schema.salesRollup);
    expect(sum?.quantity).toBe(3);
  });

  it('stores 2,5 kg and the bakery check still holds a stage to the line', async () => {
    await db()
      .update(schema.saleItems)
      .set({ quantity: 2.5, unit: 'KG' })
      .where(eq(schema.saleItems.uuid, ITEM));
    const [item] = await db().select().from(schema.saleItems).where(eq(schema.saleItems.uuid, ITEM));
    expect(item?.quantity).toBe(2.5);
    await db()
      .update(schema.bakeryItems)
      .set({ quantity: 2.5, produced: 1.5, separated: 1.25, delivered: 0.125 })
      .where(eq(schema.bakeryItems.sale_item_uuid, ITEM));
    await expect(
      db()
        .update(schema.bakeryItems)
        .set({ produced: 2.501 })
        .where(eq(schema.bakeryItems.sale_item_uuid, ITEM)),
    ).rejects.toThrow();
    const products = await client.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_name = 'products' and column_name = 'quantity_decimals'",
    );
    expect(products.rows).toHaveLength(1);
  });
});
