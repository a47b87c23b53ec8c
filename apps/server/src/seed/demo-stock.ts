import { STOCK_RESERVING_STATUSES, unitQuantityDecimals } from '@rota/domain';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/database.ts';
import { productStocks } from '../db/schema/index.ts';
import type { ProductRow } from './demo-catalogue.ts';
import { insertInBatches } from './insert-in-batches.ts';
import type { Random } from './random.ts';

const HOUR_MS = 3_600_000;
/** What a stocked product has free beyond what orders on their way take: 60 to 599 units. */
const STOCKED_FROM = 60;
const STOCKED_SPREAD = 540;
/** Products without a barcode are the few the warehouse runs short of: 0 to 6 units. */
const SHORT_SPREAD = 7;

const reserving = sql.raw(STOCK_RESERVING_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * The ERP's stock in the demo (docs/demo.md "See the stock"), set once the sales exist: every
 * active product has a count from one to four hours ago. A product with a barcode (every one the
 * e2e scripts sell) has 60 or more units free beyond what the company's orders on their way
 * reserve, so an ordinary order never waits for it; the products without a barcode are short —
 * 0 to 6 units before those orders, some already at or below zero — for a person to see the red
 * figures and the supervisor's reason.
 */
export async function seedDemoStock(
  tx: Transaction,
  random: Random,
  { companyId, now, products }: { companyId: number; now: Date; products: readonly ProductRow[] },
): Promise<void> {
  const { rows } = (await tx.execute(sql`select i.product_uuid, sum(i.quantity) as reserved
    from sales s join sale_items i on i.sale_uuid = s.uuid
    where s.company_id = ${companyId} and s.status in (${reserving})
    group by i.product_uuid`)) as unknown as { rows: { product_uuid: string; reserved: string }[] };
  const reserved = new Map(rows.map((row) => [row.product_uuid, Number(row.reserved)]));
  const stockRows = products
    .filter((product) => product.inative !== 1)
    .map((product) => {
      const short = product.barcode === null;
      const whole = short
        ? random.int(0, SHORT_SPREAD - 1)
        : Math.ceil(reserved.get(product.uuid) ?? 0) + STOCKED_FROM + random.int(0, STOCKED_SPREAD - 1);
      // Weighed goods carry grams: 85,5 kg.
      const grams = !short && unitQuantityDecimals(product.unit) > 0 && random.chance(0.5) ? 0.5 : 0;
      return {
        uuid: random.uuid(),
        company_id: companyId,
        code_erp_product: product.code_erp,
        quantity: whole + grams,
        counted_at: new Date(now.getTime() - random.int(1, 4) * HOUR_MS - random.int(0, 50) * 60_000),
      };
    });
  await insertInBatches(tx, productStocks, stockRows);
}
