import { addQuantities, toThousandths } from '../quantity/quantity.ts';
import { grossOf } from '../sale/item-discount.ts';
import type { SaleItem } from '../sale/sale.schema.ts';
import type { Promotion, PromotionPolicy } from './promotion.schema.ts';

/** A cart line as promotions read it. */
export type PromotionLine = Pick<
  SaleItem,
  'uuid' | 'code_erp_product' | 'description' | 'unit' | 'quantity' | 'unit_price' | 'price_list_uuid'
>;

/** Who buys, when, and how the cart's products and lists are known. */
export interface PromotionContext {
  /** The São Paulo day the sale counts on. */
  today: string;
  clientCode: string | null;
  channelCode: string | null;
  categoryOf: (productCode: string) => string | null;
  /** A line's price list `code_erp` by its uuid (null: the product's own price). */
  priceListCodeOf: (priceListUuid: string) => string | null;
  policy: PromotionPolicy;
}

/** One promotion's part of a line's discount. */
export interface PromotionShare {
  promotion_uuid: string;
  name: string;
  /** Centavos. */
  discount: number;
}

export interface PromotedLine {
  uuid: string;
  /** Centavos off the line that promotions explain (never more than the line's gross). */
  discount: number;
  applied: PromotionShare[];
}

/** What would reach a promotion's next tier: "mais 2 CX para 8%". */
export interface TierHint {
  promotion_uuid: string;
  name: string;
  code_erp_product: string;
  description: string;
  unit: string;
  missing: number;
  percent: number;
}

export interface PromotionResult {
  lines: PromotedLine[];
  hints: TierHint[];
}

/** Whether the promotion runs on the context's day for its client and channel. */
export function promotionValid(
  promotion: Promotion,
  context: Pick<PromotionContext, 'today' | 'clientCode' | 'channelCode'>,
): boolean {
  if (promotion.inative === 1) return false;
  if (context.today < promotion.starts_on || context.today > promotion.ends_on) return false;
  if (promotion.clients.length > 0 && !(context.clientCode && promotion.clients.includes(context.clientCode)))
    return false;
  if (
    promotion.channels.length > 0 &&
    !(context.channelCode && promotion.channels.includes(context.channelCode))
  )
    return false;
  return true;
}

/** The cart's lines by product code and by category: where a promotion's reach is looked up. */
interface LineIndex {
  byProduct: Map<string, number[]>;
  byCategory: Map<string, number[]>;
}

function indexLines(lines: readonly PromotionLine[], context: PromotionContext): LineIndex {
  const byProduct = new Map<string, number[]>();
  const byCategory = new Map<string, number[]>();
  const push = (map: Map<string, number[]>, key: string, at: number) => {
    const found = map.get(key);
    if (found) found.push(at);
    else map.set(key, [at]);
  };
  lines.forEach((line, at) => {
    push(byProduct, line.code_erp_product, at);
    const category = context.categoryOf(line.code_erp_product);
    if (category !== null) push(byCategory, category, at);
  });
  return { byProduct, byCategory };
}

/**
 * The lines in the promotion's reach, in the cart's order: its products and categories (both
 * empty: every product; kits name their own products), then its price lists when it names any.
 * Looked up by code rather than scanned, so 500 promotions of 5,000 products each stay cheap.
 */
function reachedLines(
  promotion: Promotion,
  lines: readonly PromotionLine[],
  index: LineIndex,
  context: PromotionContext,
): PromotionLine[] {
  let positions: number[];
  if (promotion.kind === 'kit') {
    positions = (promotion.kit_items ?? []).flatMap(
      (item) => index.byProduct.get(item.code_erp_product) ?? [],
    );
  } else if (promotion.products.length === 0 && promotion.categories.length === 0) {
    positions = lines.map((_, at) => at);
  } else {
    positions = [
      ...promotion.products.flatMap((code) => index.byProduct.get(code) ?? []),
      ...promotion.categories.flatMap((category) => index.byCategory.get(category) ?? []),
    ];
  }
  const reached = [...new Set(positions)].sort((a, b) => a - b).map((at) => lines[at] as PromotionLine);
  if (promotion.price_lists.length === 0) return reached;
  return reached.filter((line) => {
    const list = line.price_list_uuid ? context.priceListCodeOf(line.price_list_uuid) : null;
    return list !== null && promotion.price_lists.includes(list);
  });
}

const basisPoints = (percent: number) => Math.round(percent * 100);
const percentOf = (cents: number, percent: number) =>
  Math.floor((cents * basisPoints(percent) + 5_000) / 10_000);

/** A product's quantity over every line of it the promotion reaches (tiers count the product, not the line). */
function productQuantities(lines: readonly PromotionLine[]): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const line of lines)
    quantities.set(
      line.code_erp_product,
      addQuantities(quantities.get(line.code_erp_product) ?? 0, line.quantity),
    );
  return quantities;
}

/** Splits `total` centavos over `weights` in proportion, largest remainders first, summing exactly. */
function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const floors = exact.map(Math.floor);
  let left = total - floors.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => [value - Math.floor(value), index] as const)
    .sort((a, b) => b[0] - a[0]);
  for (const [, index] of order) {
    if (left <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    left -= 1;
  }
  return floors;
}

/** Each reached line's discount from one promotion, by line uuid; tiers also answer their next step. */
function promotionDiscounts(
  promotion: Promotion,
  lines: readonly PromotionLine[],
  hints: TierHint[],
): Map<string, number> {
  const out = new Map<string, number>();
  switch (promotion.kind) {
    case 'percent':
      for (const line of lines) out.set(line.uuid, percentOf(grossOf(line), promotion.percent ?? 0));
      break;
    case 'price_off':
      for (const line of lines) {
        // quantity (thousandths) × ten-thousandths off = ten-millionths; 10^5 of them a centavo.
        const off = Math.floor(
          (toThousandths(line.quantity) * (promotion.price_off ?? 0) + 50_000) / 100_000,
        );
        out.set(line.uuid, Math.min(off, grossOf(line)));
      }
      break;
    case 'tiers': {
      const tiers = [...(promotion.tiers ?? [])].sort((a, b) => a.min_quantity - b.min_quantity);
      const quantities = productQuantities(lines);
      for (const line of lines) {
        const quantity = quantities.get(line.code_erp_product) ?? 0;
        const reached = tiers
          .filter((tier) => toThousandths(tier.min_quantity) <= toThousandths(quantity))
          .at(-1);
        if (reached) out.set(line.uuid, percentOf(grossOf(line), reached.percent));
      }
      for (const [code, quantity] of quantities) {
        const next = tiers.find((tier) => toThousandths(tier.min_quantity) > toThousandths(quantity));
        const line = lines.find((candidate) => candidate.code_erp_product === code);
        if (next && line)
          hints.push({
            promotion_uuid: promotion.uuid,
            name: promotion.name,
            code_erp_product: code,
            description: line.description,
            unit: line.unit,
            missing: (toThousandths(next.min_quantity) - toThousandths(quantity)) / 1000,
            percent: next.percent,
          });
      }
      break;
    }
    case 'take_pay': {
      const take = promotion.take ?? 0;
      const free = take - (promotion.pay ?? take);
      for (const line of lines) {
        // Whole units only: 7 of "leve 3 pague 2" give 2 free.
        const units = Math.floor(line.quantity / take) * free;
        out.set(line.uuid, Math.min(grossOf({ ...line, quantity: units }), grossOf(line)));
      }
      break;
    }
    case 'kit': {
      const items = promotion.kit_items ?? [];
      const quantities = productQuantities(lines);
      const kits = Math.min(
        ...items.map((item) =>
          Math.floor(
            toThousandths(quantities.get(item.code_erp_product) ?? 0) / toThousandths(item.quantity),
          ),
        ),
      );
      if (kits <= 0) break;
      // The kit's lines at their prices, the kit quantity of each: what the kits cost without the promotion.
      const inKits = lines.map((line) => {
        const item = items.find((candidate) => candidate.code_erp_product === line.code_erp_product);
        const wanted = item ? (toThousandths(item.quantity) * kits) / 1000 : 0;
        return { line, quantity: wanted };
      });
      // Each product's kit quantity taken from its lines in order.
      const taken = new Map<string, number>();
      const weights = inKits.map(({ line, quantity }) => {
        const used = taken.get(line.code_erp_product) ?? 0;
        const here = Math.min(toThousandths(line.quantity), toThousandths(quantity) - used);
        taken.set(line.code_erp_product, used + Math.max(0, here));
        return Math.max(0, grossOf({ ...line, quantity: Math.max(0, here) / 1000 }));
      });
      const full = weights.reduce((a, b) => a + b, 0);
      const off = Math.max(0, full - kits * (promotion.kit_price ?? 0));
      allocate(off, weights).forEach((share, index) => {
        const line = inKits[index]?.line;
        if (line && share > 0) out.set(line.uuid, share);
      });
      break;
    }
  }
  return out;
}

/**
 * The cart's promotions (docs/domain.md "Promotions"), the same on the device and the server: each
 * valid promotion (`promotionValid`) over the lines it reaches gives each a discount; with the
 * company's `best` policy a line keeps the one promotion that gives it most, with `combine` it
 * adds them up; never more than the line's gross. Tiers count a product over all its lines and
 * tell what would reach their next step.
 */
export function applyPromotions(
  lines: readonly PromotionLine[],
  promotions: readonly Promotion[],
  context: PromotionContext,
): PromotionResult {
  const shares = new Map<string, PromotionShare[]>(lines.map((line) => [line.uuid, []]));
  const hints: TierHint[] = [];
  const index = indexLines(lines, context);
  for (const promotion of promotions) {
    if (!promotionValid(promotion, context)) continue;
    const reached = reachedLines(promotion, lines, index, context);
    if (reached.length === 0) continue;
    for (const [uuid, discount] of promotionDiscounts(promotion, reached, hints)) {
      if (discount > 0)
        shares.get(uuid)?.push({ promotion_uuid: promotion.uuid, name: promotion.name, discount });
    }
  }
  return {
    lines: lines.map((line) => {
      const all = shares.get(line.uuid) ?? [];
      const applied =
        context.policy === 'best'
          ? all.reduce<PromotionShare[]>(
              (best, share) => (best[0] && best[0].discount >= share.discount ? best : [share]),
              [],
            )
          : all;
      const discount = Math.min(
        applied.reduce((sum, share) => sum + share.discount, 0),
        grossOf(line),
      );
      return { uuid: line.uuid, discount, applied };
    }),
    hints,
  };
}
