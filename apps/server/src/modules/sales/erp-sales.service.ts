import type { Executor } from '../../db/database.ts';
import type { PulledPage } from '../../sync/pull-page.ts';
import { loadSyncedSale, pullSales, type SaleRow, type SyncedSale } from './sales.repository.ts';

/**
 * The company's sales waiting for the ERP (Finalizado, every seller's, released: none waiting for
 * a supervisor nor rejected — docs/domain.md "Approval"), a page in the order they last changed:
 * what `integration` lists. An approval bumps the sale's version, so a sale approved after the
 * ERP's cursor passed it comes in its next delta, once.
 */
export function pullFinalizedSales(
  db: Executor,
  companyId: number,
  query: { since?: string | undefined; limit?: number | undefined },
): Promise<PulledPage<SyncedSale>> {
  return pullSales(
    db,
    { companyId, sellerId: null },
    { ...query, status: 'Finalizado', releasedForErp: true },
  );
}

/** A stored sale as the wire has it, with its items and payments. */
export function saleOnTheWire(db: Executor, row: SaleRow): Promise<SyncedSale> {
  return loadSyncedSale(db, row);
}
