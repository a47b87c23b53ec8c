import { formatOrderNumber, nextOrderSequence, type Sale } from '@rota/domain';
import { authStore } from '../auth/auth-store.ts';
import { myPwaDb } from '../db/my-pwa-db.ts';
import { toStorageError } from '../db/storage-error.ts';

/**
 * Keeps a sale (`keep` writes it) with its order number, in ONE transaction with the device's
 * count (docs/domain.md "Order numbers"): a sale the device already stored keeps the number it has;
 * a sale the device has never stored — a new cart — takes the next number of this device's series,
 * so two changes of a new cart made at once are numbered once, and a crash never leaves a count
 * taken by a cart that was not kept. Without a series (a login from before order numbers) the sale
 * stays unnumbered.
 */
export async function keepNumbered<T>(sale: Sale, keep: (numbered: Sale) => Promise<T>): Promise<T> {
  try {
    return await myPwaDb.transaction('rw', myPwaDb.sales, myPwaDb.outbox, myPwaDb.orderCounts, async () =>
      keep(await numbered(sale)),
    );
  } catch (error) {
    throw toStorageError(error);
  }
}

async function numbered(sale: Sale): Promise<Sale> {
  if (sale.number) return sale;
  const stored = await myPwaDb.sales.get(sale.uuid);
  if (stored) return stored.number ? { ...sale, number: stored.number } : sale;
  const { session } = authStore.getState();
  const series = session?.order_series ?? null;
  if (!session || series === null || session.seller.id !== sale.seller_id) return sale;
  const key = `${sale.company_id}:${series}`;
  const count = await myPwaDb.orderCounts.get(key);
  const next = nextOrderSequence(count?.last ?? 0, session.order_last);
  await myPwaDb.orderCounts.put({ key, last: next });
  return { ...sale, number: formatOrderNumber(series, next) };
}
