import { isSoldStatus, startOfPreviousMonth, zonedDate } from '@rota/domain';
import type { Transaction } from '../db/database.ts';
import { sellerGoals } from '../db/schema/index.ts';
import type { DemoSale, SaleItemRow } from './demo-sales.ts';
import { insertInBatches } from './insert-in-batches.ts';
import type { Random } from './random.ts';

/** Goals are round figures: sales value to R$ 500,00. */
const ROUND_CENTS = 50_000;

interface MonthFigures {
  value: number;
  clients: Set<string>;
  products: Set<string>;
}

/**
 * The demo's goals (docs/demo.md "See the goals"): every selling seller has goals for this month
 * and the last, set the way a sales manager sets them — a bit above what the seller did the month
 * before: sales value and positivação (the clients who bought) 5–15% up, the value rounded to
 * R$ 500,00, the mix a few products more — so this month's board shows some ahead of an even pace
 * and some behind.
 */
export async function seedDemoGoals(
  tx: Transaction,
  random: Random,
  input: {
    companyId: number;
    now: Date;
    sellers: readonly { id: number; code_erp: string }[];
    sales: readonly DemoSale[];
    items: readonly SaleItemRow[];
  },
): Promise<number> {
  const today = zonedDate(input.now);
  const thisMonth = today.slice(0, 7);
  const lastMonth = startOfPreviousMonth(today).slice(0, 7);
  const monthBefore = startOfPreviousMonth(`${lastMonth}-01`).slice(0, 7);
  const figures = new Map<string, MonthFigures>();
  const figuresOf = (sellerId: number, month: string) => {
    const key = `${sellerId}:${month}`;
    let found = figures.get(key);
    if (!found) {
      found = { value: 0, clients: new Set(), products: new Set() };
      figures.set(key, found);
    }
    return found;
  };
  const monthOfSale = new Map<string, string>();
  for (const { row } of input.sales) {
    if (!isSoldStatus(row.status)) continue;
    const month = (row.competence_at ?? zonedDate(row.received_at ?? row.created_at)).slice(0, 7);
    const seller = figuresOf(row.seller_id, month);
    seller.value += row.total ?? 0;
    if (row.client_uuid) seller.clients.add(row.client_uuid);
    monthOfSale.set(row.uuid, `${row.seller_id}:${month}`);
  }
  for (const item of input.items) {
    const key = monthOfSale.get(item.sale_uuid);
    if (key) figures.get(key)?.products.add(item.product_uuid);
  }
  const rows = input.sellers.flatMap((seller) =>
    [
      [lastMonth, monthBefore],
      [thisMonth, lastMonth],
    ].map(([month, base]) => {
      const before = figuresOf(seller.id, base as string);
      const up = 1.05 + random.int(0, 10) / 100;
      return {
        uuid: random.uuid(),
        company_id: input.companyId,
        code_erp_seller: seller.code_erp,
        month: month as string,
        sales_value: Math.max(ROUND_CENTS, Math.round((before.value * up) / ROUND_CENTS) * ROUND_CENTS),
        positivation: Math.max(1, Math.round(before.clients.size * up)),
        mix: before.products.size + random.int(3, 8),
        mix_basis: 'products' as const,
      };
    }),
  );
  await insertInBatches(tx, sellerGoals, rows);
  return rows.length;
}
