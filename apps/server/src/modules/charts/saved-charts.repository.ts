import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { clients, savedCharts, sellers } from '../../db/schema/index.ts';

export type SavedChartRow = typeof savedCharts.$inferSelect;

/** The company's saved charts (not deleted), by title. */
export function listSavedCharts(db: Executor, companyId: number) {
  return db
    .select({ hash: savedCharts.hash, title: savedCharts.title, base: savedCharts.base })
    .from(savedCharts)
    .where(and(eq(savedCharts.company_id, companyId), isNull(savedCharts.deleted_at)))
    .orderBy(asc(savedCharts.title), asc(savedCharts.hash));
}

/** A live saved chart of the company by its hash; null when there is none. */
export async function findSavedChart(db: Executor, companyId: number, hash: string) {
  const [row] = await db
    .select()
    .from(savedCharts)
    .where(
      and(eq(savedCharts.company_id, companyId), eq(savedCharts.hash, hash), isNull(savedCharts.deleted_at)),
    )
    .limit(1);
  return row ?? null;
}

/** Creates the chart of the hash, or replaces it (reviving a deleted one). */
export async function upsertSavedChart(
  db: Executor,
  companyId: number,
  chart: { hash: string; title: string; base: string; filters: Record<string, unknown> },
) {
  await db
    .insert(savedCharts)
    .values({ uuid: randomUUID(), company_id: companyId, ...chart })
    .onConflictDoUpdate({
      target: [savedCharts.company_id, savedCharts.hash],
      set: { title: chart.title, base: chart.base, filters: chart.filters, deleted_at: null },
    });
}

/** Tombstones the chart of the hash, if live. */
export async function deleteSavedChart(db: Executor, companyId: number, hash: string, now: Date) {
  await db
    .update(savedCharts)
    .set({ deleted_at: now })
    .where(
      and(eq(savedCharts.company_id, companyId), eq(savedCharts.hash, hash), isNull(savedCharts.deleted_at)),
    );
}

/**
 * The company's active clients (live, not inactive): positivação's denominator. With a seller,
 * only the clients in that seller's wallet (`code_erp_seller`, §5), none for a seller the ERP
 * never coded.
 */
export async function activeClients(db: Executor, companyId: number, sellerId?: number): Promise<number> {
  const where = [eq(clients.company_id, companyId), isNull(clients.deleted_at), eq(clients.inative, 0)];
  if (sellerId !== undefined) {
    where.push(
      sql`${clients.code_erp_seller} = (select ${sellers.code_erp} from ${sellers} where ${sellers.id} = ${sellerId} and ${sellers.company_id} = ${companyId})`,
    );
  }
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(clients)
    .where(and(...where));
  return row?.count ?? 0;
}
