import type { RealtimeEvent } from '@rota/contract';
import { addDays, bakeryCategory, isReleasedForErp, type SaleStatus, zonedDate } from '@rota/domain';
import type { Transaction } from '../../db/database.ts';
import type { sales } from '../../db/schema/index.ts';
import type { NewBakeryItem } from './bakery.repository.ts';
import {
  deleteUndeliveredLines,
  findSaleDelivery,
  findSaleItemsWithCategory,
  insertMissingLines,
  lockSaleLines,
  type SaleItemWithCategory,
  type StoredSaleDelivery,
} from './bakery-sale-lines.repository.ts';

/**
 * The sales the bakery works from: finalised by the seller and still alive at the ERP. Aberto
 * and Aguardando Finalizar are carts; Falha keeps the lines it already had (the ERP failed to
 * read the sale, the order still stands until it is cancelled).
 */
export const BAKERY_SALE_STATUSES: ReadonlySet<SaleStatus> = new Set([
  'Finalizado',
  'Integrado',
  'Processado',
]);

/** A sale as the bakery needs it. */
export type BakerySale = Pick<
  typeof sales.$inferSelect,
  'uuid' | 'company_id' | 'status' | 'client' | 'competence_at' | 'received_at' | 'approval_status'
>;

/**
 * Whether a sale's lines go to the bakery: a sold status, and released for the ERP — a sale
 * waiting for a supervisor (docs/domain.md "Approval") is not produced until it is approved.
 */
export function isBakerySale(sale: Pick<BakerySale, 'status' | 'approval_status'>): boolean {
  return BAKERY_SALE_STATUSES.has(sale.status) && isReleasedForErp(sale);
}

/** Lines that changed (inserted, moved or removed) and the days they were or are on. */
export type ChangedLines = readonly { id: number; delivery_date: string }[];

/** The `bakery.changed` event for these lines, or null when none changed. */
export function bakeryChanged(companyId: number, lines: ChangedLines): RealtimeEvent | null {
  if (lines.length === 0) return null;
  const [first, ...rest] = [...new Set(lines.map((line) => line.delivery_date))].sort();
  if (first === undefined) return null;
  return {
    type: 'bakery.changed',
    company_id: companyId,
    seller_id: null,
    delivery_dates: [first, ...rest],
    ids: [...new Set(lines.map((line) => line.id))],
  };
}

/**
 * The day a sale is delivered when the ERP named none: the day after its competence date, or
 * after the day it reached the server (São Paulo) when it has none — bread is baked overnight.
 */
export function defaultDeliveryDate(sale: Pick<BakerySale, 'competence_at' | 'received_at'>): string {
  return addDays(sale.competence_at ?? zonedDate(sale.received_at), 1);
}

/**
 * The lines a sale in a bakery status makes (docs/server.md "Bakery"): one per item whose
 * product has a bakery category, on the ERP's delivery date (else {@link defaultDeliveryDate}),
 * with the ERP's driver and turn, in line order. Pure: the caller read the items' categories
 * and the delivery, and decides whether the status makes lines.
 */
export function bakeryLinesOf(
  sale: Omit<BakerySale, 'status' | 'approval_status'>,
  items: readonly SaleItemWithCategory[],
  delivery: StoredSaleDelivery | null,
): NewBakeryItem[] {
  return items.flatMap((item) => {
    // The ERP may send a category as `1` or ` 01`: the line carries the panel's code, '01'.
    const category = item.category === null ? undefined : bakeryCategory(item.category);
    if (!category) return [];
    return [
      {
        company_id: sale.company_id,
        sale_uuid: sale.uuid,
        sale_item_uuid: item.uuid,
        delivery_date: delivery?.delivery_date ?? defaultDeliveryDate(sale),
        client_name: sale.client?.name || 'Cliente não informado',
        code_erp_client: sale.client?.code_erp || null,
        code_erp_product: item.code_erp_product,
        description: item.description,
        category: category.code,
        unit: item.unit,
        quantity: item.quantity,
        driver_name: delivery?.driver_name ?? null,
        delivery_order: delivery?.delivery_order ?? null,
      },
    ];
  });
}

/**
 * Keeps the bakery's lines of a sale in step with its status, inside the sale's write
 * transaction (docs/server.md "Bakery"):
 *
 * - Finalizado, Integrado, Processado, once released for the ERP ({@link isBakerySale}: not while
 *   it waits for a supervisor): the lines of {@link bakeryLinesOf}. Lines already built
 *   stay as they are (their stamps included): the build only adds items missing, keyed per sale
 *   item, so replays and each later transition change nothing.
 * - Cancelado, or rejected by a supervisor (back to the seller's cart): the lines nothing was
 *   delivered of are removed (the bakery stops making and
 *   loading them); a line partly or wholly delivered stays, as the record of goods that left.
 * - Any other status: nothing.
 *
 * A new sale written by `POST sales`' one-statement fast path gets its lines in that same
 * statement (`insertNewSale`), built by {@link bakeryLinesOf} from what the sale's check read.
 *
 * Answers the lines that changed, for the `bakery.changed` event sent after the commit.
 */
export async function syncSaleBakeryLines(tx: Transaction, sale: BakerySale): Promise<ChangedLines> {
  if (sale.status === 'Cancelado' || sale.approval_status === 'Reprovado') {
    // Locked first, so a stamp in flight on one of them finishes before the cancel decides.
    await lockSaleLines(tx, sale.company_id, sale.uuid);
    return deleteUndeliveredLines(tx, sale.company_id, sale.uuid);
  }
  if (!isBakerySale(sale)) return [];
  const items = await findSaleItemsWithCategory(tx, sale.company_id, sale.uuid);
  if (!items.some((item) => item.category !== null && bakeryCategory(item.category))) return [];
  const delivery = await findSaleDelivery(tx, sale.company_id, sale.uuid);
  return insertMissingLines(tx, bakeryLinesOf(sale, items, delivery));
}
