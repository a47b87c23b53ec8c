import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { type SaleOutboxState, saleOutboxStates } from './sale-outbox-states.ts';

/** The outbox states of the device's sales, read through the outbox's `call` index. */
export async function readSaleOutbox(): Promise<Map<string, SaleOutboxState>> {
  const entries = await myPwaDb.outbox.where('call').anyOf('sales.create', 'sales.addNotes').toArray();
  return saleOutboxStates(entries);
}
