import { myPwaDb, type OutboxRow, type SaleRow } from '#lib/db/my-pwa-db.ts';
import { saleBody } from '#lib/sales/index.ts';
import { saveAndFold } from '#lib/sync/index.ts';
import { requestPush } from '#lib/sync/push-loop.ts';

const isNotes = (entry: OutboxRow) => entry.call === 'sales.addNotes';
const isUnsentCreate = (entry: OutboxRow) => entry.call === 'sales.create' && entry.status !== 'sending';

/**
 * Saves a sale's notes on the device and queues them (`POST sales/{uuid}/notes`, any status
 * takes notes), in one transaction with the local row:
 * - a sale the server knows (it has `updated_at`), or whose create is on its way now: queued as
 *   `sales.addNotes`, the sale's unsent notes folded into one (only the newest text goes), sent
 *   after the sale's earlier writes (the push keeps a record's order);
 * - a sale whose create still waits here: the notes ride in that create's body instead (one
 *   request, and the notes call would find no sale on the server before it);
 * - a cart never queued (the checkout keeps it on the device until it sends it): saved on the
 *   row alone, and the checkout sends them with the cart.
 */
export async function saveSaleNotes(row: SaleRow, text: string): Promise<void> {
  const notes = text.trim() === '' ? null : text.trim();
  const changed: SaleRow = { ...row, notes };
  const entries = await myPwaDb.outbox.where('uuid').equals(row.uuid).toArray();
  const body = saleBody(changed);
  if (row.updated_at === undefined && body && entries.some(isUnsentCreate)) {
    await saveAndFold(
      myPwaDb.sales,
      changed,
      { call: 'sales.create', uuid: row.uuid, body },
      (entry) => entry.call === 'sales.create',
    );
  } else if (row.updated_at !== undefined || entries.some((entry) => entry.call === 'sales.create')) {
    await saveAndFold(
      myPwaDb.sales,
      changed,
      { call: 'sales.addNotes', uuid: row.uuid, params: { uuid: row.uuid }, body: { notes: notes ?? '' } },
      isNotes,
    );
  } else {
    await myPwaDb.sales.put(changed);
    return;
  }
  requestPush();
}
