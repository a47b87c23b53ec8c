import { formatDate } from '../format/date.ts';
import {
  formatMoney,
  formatPercent,
  formatQuantity,
  formatQuantityWithUnit,
  formatUnitPrice,
} from '../format/money.ts';
import { unitLabel } from '../quantity/quantity-unit.ts';
import type { Promotion } from './promotion.schema.ts';

/** The kind of a promotion as a person names it (pt-BR). */
export const PROMOTION_KIND_LABELS: Record<Promotion['kind'], string> = {
  percent: 'Percentual',
  price_off: 'Valor por unidade',
  tiers: 'Por quantidade',
  take_pay: 'Leve e pague',
  kit: 'Kit',
};

/**
 * What a promotion gives, in one line of pt-BR, the quantities in the product's unit when it is
 * known (a catalogue row, a cart line): "10% de desconto", "R$ 1,00 a menos por kg", "A partir de
 * 5 CX: 3% · 10 CX: 5%", "Leve 12, pague 10", "Kit de 3 produtos por R$ 29,90".
 */
export function promotionOffer(promotion: Promotion, unit?: string): string {
  switch (promotion.kind) {
    case 'percent':
      return `${formatPercent(promotion.percent ?? 0)} de desconto`;
    case 'price_off':
      // Without the product's unit (a manager's card, a client's list) it may be a kg or a box.
      if (!unit) return `${formatUnitPrice(promotion.price_off ?? 0)} a menos no preço unitário`;
      return `${formatUnitPrice(promotion.price_off ?? 0)} a menos por ${unitLabel(unit) !== 'UN' ? unitLabel(unit) : 'unidade'}`;
    case 'tiers': {
      const steps = [...(promotion.tiers ?? [])]
        .sort((a, b) => a.min_quantity - b.min_quantity)
        .map(
          (tier) =>
            `${unit ? formatQuantityWithUnit(tier.min_quantity, unit) : formatQuantity(tier.min_quantity)}: ${formatPercent(tier.percent)}`,
        );
      return `A partir de ${steps.join(' · ')}`;
    }
    case 'take_pay':
      return `Leve ${promotion.take}, pague ${promotion.pay}`;
    case 'kit':
      return `Kit de ${promotion.kit_items?.length ?? 0} produtos por ${formatMoney(promotion.kit_price ?? 0)}`;
  }
}

/** The São Paulo days it runs: "de 01/11/2026 a 30/11/2026", one day alone "em 25/12/2026". */
export function promotionPeriod(promotion: Pick<Promotion, 'starts_on' | 'ends_on'>): string {
  if (promotion.starts_on === promotion.ends_on) return `em ${formatDate(promotion.starts_on)}`;
  return `de ${formatDate(promotion.starts_on)} a ${formatDate(promotion.ends_on)}`;
}

/** Where a promotion stands on a São Paulo day. */
export type PromotionStatus = 'running' | 'scheduled' | 'ended' | 'inactive';

export function promotionStatus(
  promotion: Pick<Promotion, 'starts_on' | 'ends_on' | 'inative'>,
  today: string,
): PromotionStatus {
  if (promotion.inative === 1) return 'inactive';
  if (today < promotion.starts_on) return 'scheduled';
  if (today > promotion.ends_on) return 'ended';
  return 'running';
}

/** A catalogue row as the promotions' reach reads it. */
export interface PromotedProduct {
  code_erp: string;
  category: string | null;
}

/**
 * The promotions running today that reach a product whatever the client (a catalogue's badge and
 * its "Promoções" filter): by its code, its category, a kit naming it, or every product. The cart
 * still decides by client, channel and price list (`applyPromotions`). Indexed once by code and
 * category, so a catalogue of 5,000 products under 500 promotions looks each product up rather
 * than scanning every promotion for it; each product's promotions come in the given order.
 */
export function promotionsReaching(
  promotions: readonly Promotion[],
  today: string,
): (product: PromotedProduct) => Promotion[] {
  const running = promotions.filter((promotion) => promotionStatus(promotion, today) === 'running');
  const order = new Map(running.map((promotion, index) => [promotion, index]));
  const everywhere: Promotion[] = [];
  const byProduct = new Map<string, Promotion[]>();
  const byCategory = new Map<string, Promotion[]>();
  const add = (index: Map<string, Promotion[]>, key: string, promotion: Promotion) => {
    const found = index.get(key);
    if (found) found.push(promotion);
    else index.set(key, [promotion]);
  };
  for (const promotion of running) {
    if (promotion.kind === 'kit')
      for (const item of promotion.kit_items ?? []) add(byProduct, item.code_erp_product, promotion);
    else if (promotion.products.length === 0 && promotion.categories.length === 0) everywhere.push(promotion);
    else {
      for (const code of promotion.products) add(byProduct, code, promotion);
      for (const category of promotion.categories) add(byCategory, category, promotion);
    }
  }
  return (product) => {
    const found = new Set([
      ...everywhere,
      ...(byProduct.get(product.code_erp) ?? []),
      ...(product.category === null ? [] : (byCategory.get(product.category) ?? [])),
    ]);
    return [...found].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  };
}
