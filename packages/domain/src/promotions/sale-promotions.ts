import { toThousandths } from '../quantity/quantity.ts';
import { grossOf } from '../sale/item-discount.ts';
import type { Sale, SaleItem } from '../sale/sale.schema.ts';
import { parseWireDate, zonedDate } from '../time/time-zone.ts';
import { applyPromotions, type PromotionContext, type PromotionResult } from './apply-promotions.ts';
import type { Promotion } from './promotion.schema.ts';

/**
 * What the promotions of a sale read besides its lines (docs/domain.md "Promotions"): the
 * company's promotions and policy, the sale's client and channel codes, each product's category
 * and each price list's code. The device reads them from its tables, the server from its own.
 */
export interface PromotionReferences extends Omit<PromotionContext, 'today'> {
  promotions: readonly Promotion[];
}

type DatedSale = Partial<Pick<Sale, 'competence_at' | 'created_at'>>;

/** The São Paulo day a sale's promotions are read on: its competence date, else the day it was made. */
export function promotionDayOf(sale: DatedSale, now: Date): string {
  if (sale.competence_at) return sale.competence_at;
  return zonedDate(sale.created_at ? parseWireDate(sale.created_at) : now);
}

/** The sale's promotions line by line; nothing without references. */
export function salePromotions(
  sale: DatedSale & { items: readonly SaleItem[] },
  refs: PromotionReferences | undefined,
  now: Date,
): PromotionResult {
  if (!refs || refs.promotions.length === 0 || sale.items.length === 0)
    return { lines: sale.items.map((item) => ({ uuid: item.uuid, discount: 0, applied: [] })), hints: [] };
  const { promotions, ...context } = refs;
  return applyPromotions(sale.items, promotions, { ...context, today: promotionDayOf(sale, now) });
}

/** Each line's discount the promotions explain, by item uuid. */
export function explainedDiscounts(
  sale: DatedSale & { items: readonly SaleItem[] },
  refs: PromotionReferences | undefined,
  now: Date,
): Map<string, number> {
  return new Map(salePromotions(sale, refs, now).lines.map((line) => [line.uuid, line.discount]));
}

/** A line with only the seller's own part of its discount: what the discount rules and minimum prices judge. */
export function withOwnDiscount<T extends Pick<SaleItem, 'uuid' | 'discount'>>(
  item: T,
  explained: ReadonlyMap<string, number>,
): T {
  const promoted = explained.get(item.uuid) ?? 0;
  return promoted === 0 ? item : { ...item, discount: Math.max(0, item.discount - promoted) };
}

/**
 * The cart after a change with each line's promotion part read again (the change may reach a
 * tier, complete a kit or remove a line a kit needed) and the seller's own part kept: a line's
 * discount is what promotions give it now plus the seller's own part — the discount the change
 * set, or else the line's own part before, scaled with a new quantity (the same share of the
 * line, rounded down) — never more than the line's gross.
 */
export function repriceWithPromotions(
  previous: Sale | null,
  next: Sale,
  refs: PromotionReferences | undefined,
  now: Date,
): Sale {
  const before = previous ? explainedDiscounts(previous, refs, now) : new Map<string, number>();
  const oldLines = new Map((previous?.items ?? []).map((item) => [item.uuid, item]));
  const after = explainedDiscounts(next, refs, now);
  let changed = false;
  const items = next.items.map((item) => {
    const old = oldLines.get(item.uuid);
    let own = item.discount;
    if (old && old.discount === item.discount) {
      const ownBefore = Math.max(0, old.discount - (before.get(item.uuid) ?? 0));
      own =
        item.quantity !== old.quantity && old.quantity > 0
          ? Math.floor((ownBefore * toThousandths(item.quantity)) / toThousandths(old.quantity))
          : ownBefore;
    }
    const discount = Math.min(grossOf(item), own + (after.get(item.uuid) ?? 0));
    if (discount === item.discount) return item;
    changed = true;
    return { ...item, discount };
  });
  return changed ? { ...next, items } : next;
}
