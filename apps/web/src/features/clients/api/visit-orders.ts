import type { VisitingDay } from '@rota/domain';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { toStorageError } from '#lib/db/storage-error.ts';

/** Whose order of which day: `<company_id>:<seller_id>:<visiting day>`. */
export function visitOrderKey(companyId: number, sellerId: number, day: VisitingDay): string {
  return `${companyId}:${sellerId}:${day}`;
}

/** The seller's visiting order of a day, first to last (empty: never ordered). */
export async function readVisitOrder(key: string): Promise<string[]> {
  return (await myPwaDb.visitOrders.get(key))?.uuids ?? [];
}

/** Keeps the order the seller chose for a day (docs/domain.md "Visiting order"). */
export async function saveVisitOrder(key: string, uuids: readonly string[], now = new Date()): Promise<void> {
  try {
    await myPwaDb.visitOrders.put({ key, uuids: [...uuids], updated_at: now.toISOString() });
  } catch (error) {
    throw toStorageError(error);
  }
}
