import { clearCart } from '@rota/domain';
import { myPwaDb, type SaleRow } from '#lib/db/my-pwa-db.ts';
import { deleteUnsent } from '#lib/sync/index.ts';
import { saveSale } from './save-sale.ts';

/**
 * "Limpar" on an open cart (§4 "Clearing the cart resets everything"):
 * - a cart the server never acknowledged (no `updated_at`) is deleted with its unsent entries:
 *   nothing is sent; while one of them is on its way this answers false and changes nothing
 *   (the server may get it), so the seller tries again a moment later;
 * - a cart the server has is reset by the domain's `clearCart` (its identity kept, nothing
 *   chosen) and queued, so the server's copy is emptied too. An empty cart without a client is
 *   not listed among the open carts.
 */
export async function clearOpenCart(row: SaleRow): Promise<boolean> {
  if (row.updated_at === undefined) {
    return deleteUnsent(myPwaDb.sales, row.uuid, row.uuid, (entry) => entry.call.startsWith('sales.'));
  }
  const cleared = clearCart(row);
  await saveSale({ ...cleared, updated_at: row.updated_at, deleted_at: row.deleted_at ?? null });
  return true;
}
