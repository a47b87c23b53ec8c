import { addQuantities } from '../quantity/quantity.ts';
import { isPaidSaleStatus } from '../sale/last-prices-paid.ts';
import type { Sale, SaleItem } from '../sale/sale.schema.ts';
import { addDays, startOfMonth } from '../time/periods.ts';
import { parseWireDate, zonedDate } from '../time/time-zone.ts';

/** How far back the mix gap looks for what a client used to buy, unless the company says otherwise. */
export const DEFAULT_MIX_GAP_DAYS = 90;

/** What a company may set it to: a week up to two years. */
export const MIX_GAP_DAYS_LIMITS = { min: 7, max: 730 } as const;

/**
 * The days the mix gap compares (docs/domain.md "Mix gap"): the current cycle is the São Paulo
 * month of `today` — the goals' period, so a product bought back this month counts for this
 * month's mix — and the earlier cycles are the `lookbackDays` before today, up to the cycle's
 * first day.
 */
export interface MixGapWindow {
  /** First day of the earlier cycles (today − lookbackDays). */
  from: string;
  /** First day of the current cycle (the 1st of today's month). */
  cycleStart: string;
  today: string;
}

export function mixGapWindow(today: string, lookbackDays: number = DEFAULT_MIX_GAP_DAYS): MixGapWindow {
  return { from: addDays(today, -lookbackDays), cycleStart: startOfMonth(today), today };
}

/** A product the client bought in the earlier cycles and not in the current one. */
export interface MixGapProduct {
  product_uuid: string;
  code_erp_product: string;
  description: string;
  unit: string;
  /** In how many of the window's sales the client bought it. */
  purchases: number;
  /** The last of them: its sale's instant and São Paulo day. */
  lastSoldAt: string;
  lastSoldDay: string;
  /** What that sale took of it (its lines summed, exact in thousandths). */
  lastQuantity: number;
  /** That sale's first line of it: unit price (ten-thousandths) and discount (centavos). */
  lastUnitPrice: number;
  lastDiscount: number;
  /** The price list that line was sold from, so a repeat prices it from the same list today. */
  lastPriceListUuid: string | null;
}

type MixSale = Pick<Sale, 'uuid' | 'status' | 'created_at'> & {
  items: readonly Pick<
    SaleItem,
    | 'id'
    | 'product_uuid'
    | 'code_erp_product'
    | 'description'
    | 'unit'
    | 'quantity'
    | 'unit_price'
    | 'discount'
    | 'price_list_uuid'
  >[];
};

type MixLine = MixSale['items'][number];

/** A sale's lines one per product, in line order: the first line's price, the lines' quantities summed. */
function linesByProduct(items: readonly MixLine[]): MixLine[] {
  const byProduct = new Map<string, MixLine>();
  for (const item of [...items].sort((a, b) => a.id - b.id)) {
    const seen = byProduct.get(item.product_uuid);
    byProduct.set(
      item.product_uuid,
      seen ? { ...seen, quantity: addQuantities(seen.quantity, item.quantity) } : item,
    );
  }
  return [...byProduct.values()];
}

/**
 * The client's mix gap: the products of its sales (`PAID_SALE_STATUSES`: not an open cart, a
 * cancelled or a failed order) made from `window.from` up to the day before `window.cycleStart`,
 * none of which it bought from `cycleStart` to `today`, each with the last quantity and price it
 * paid. Days are São Paulo's. Most bought first, then the most recently bought, then by name.
 * Computed on the device from the synced history.
 */
export function clientMixGap(sales: readonly MixSale[], window: MixGapWindow): MixGapProduct[] {
  const boughtNow = new Set<string>();
  const earlier = new Map<string, { product: MixGapProduct; at: number }>();
  for (const sale of sales) {
    if (!isPaidSaleStatus(sale.status)) continue;
    const instant = parseWireDate(sale.created_at);
    const day = zonedDate(instant);
    if (day < window.from || day > window.today) continue;
    if (day >= window.cycleStart) {
      for (const item of sale.items) boughtNow.add(item.product_uuid);
      continue;
    }
    const at = instant.getTime();
    for (const line of linesByProduct(sale.items)) {
      const seen = earlier.get(line.product_uuid);
      const purchases = (seen?.product.purchases ?? 0) + 1;
      if (seen && seen.at >= at) {
        seen.product.purchases = purchases;
        continue;
      }
      earlier.set(line.product_uuid, {
        at,
        product: {
          product_uuid: line.product_uuid,
          code_erp_product: line.code_erp_product,
          description: line.description,
          unit: line.unit,
          purchases,
          lastSoldAt: sale.created_at,
          lastSoldDay: day,
          lastQuantity: line.quantity,
          lastUnitPrice: line.unit_price,
          lastDiscount: line.discount,
          lastPriceListUuid: line.price_list_uuid,
        },
      });
    }
  }
  return [...earlier.values()]
    .filter(({ product }) => !boughtNow.has(product.product_uuid))
    .sort(
      (a, b) =>
        b.product.purchases - a.product.purchases ||
        b.at - a.at ||
        a.product.description.localeCompare(b.product.description, 'pt-BR'),
    )
    .map(({ product }) => product);
}
