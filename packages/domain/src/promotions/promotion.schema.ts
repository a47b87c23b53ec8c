import { z } from 'zod';
import {
  centsSchema,
  codeErpSchema,
  dateSchema,
  descriptionSchema,
  idSchema,
  inativeSchema,
  quantitySchema,
  unitPriceSchema,
  uuidSchema,
} from '../shared/fields.ts';
import { fieldError } from '../shared/messages.ts';

/**
 * What a promotion gives (docs/domain.md "Promotions"): a percentage off, an amount off each unit,
 * a percentage from a quantity on (tiers), "leve N pague M", or a kit of products at a set price.
 */
export const PROMOTION_KINDS = ['percent', 'price_off', 'tiers', 'take_pay', 'kit'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** Whether a line's promotions add up or the best one wins: the company's setting. */
export const PROMOTION_POLICIES = ['best', 'combine'] as const;
export type PromotionPolicy = (typeof PROMOTION_POLICIES)[number];

const percentSchema = z
  .number()
  .gt(0, { error: fieldError('Informe um percentual maior que zero') })
  .max(100, { error: fieldError('Informe um percentual de até 100') })
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9, {
    error: fieldError('Informe o percentual com até 2 casas decimais'),
  });

const codes = z.array(codeErpSchema.min(1)).max(5_000).default([]);

export const promotionTierSchema = z.object({ min_quantity: quantitySchema, percent: percentSchema });
export const promotionKitItemSchema = z.object({
  code_erp_product: codeErpSchema.min(1),
  quantity: quantitySchema,
});

/**
 * A promotion of the company, from the ERP or a manager: its name, its São Paulo days (both
 * included), whom and what it reaches — products and bakery categories (both empty: every
 * product), clients, channels and price lists (each empty: any) — and its kind's figures.
 */
export const promotionBaseSchema = z.object({
  uuid: uuidSchema,
  company_id: idSchema,
  code_erp: codeErpSchema.nullable(),
  name: descriptionSchema,
  starts_on: dateSchema,
  ends_on: dateSchema,
  kind: z.enum(PROMOTION_KINDS),
  products: codes,
  categories: z.array(z.string().trim().min(1).max(60)).max(200).default([]),
  clients: codes,
  channels: codes,
  price_lists: codes,
  /** `percent`: the percentage off each line reached. */
  percent: percentSchema.nullable().default(null),
  /** `price_off`: ten-thousandths of a real off each unit. */
  price_off: unitPriceSchema.nullable().default(null),
  /** `tiers`: from each quantity of a product in the cart, its percentage. */
  tiers: z.array(promotionTierSchema).max(20).nullable().default(null),
  /** `take_pay`: for each `take` units of a product, `pay` are paid. */
  take: z.number().int().min(2).max(1_000).nullable().default(null),
  pay: z.number().int().min(1).max(999).nullable().default(null),
  /** `kit`: the products and quantities of one kit, and its price in centavos. */
  kit_items: z.array(promotionKitItemSchema).min(2).max(50).nullable().default(null),
  kit_price: centsSchema.nullable().default(null),
  inative: inativeSchema.default(0),
});

type PromotionFields = z.output<typeof promotionBaseSchema>;

/** Each kind's figures present, the pay below the take, the end not before the start. */
export function checkPromotion(
  promotion: Omit<PromotionFields, 'uuid' | 'company_id'>,
  context: z.RefinementCtx,
): void {
  const need = (field: keyof typeof promotion, message: string) => {
    if (promotion[field] === null) context.addIssue({ code: 'custom', path: [field], message });
  };
  if (promotion.ends_on < promotion.starts_on)
    context.addIssue({ code: 'custom', path: ['ends_on'], message: 'O fim da promoção é antes do início' });
  if (promotion.kind === 'percent') need('percent', 'Informe o percentual da promoção');
  if (promotion.kind === 'price_off') need('price_off', 'Informe o desconto por unidade');
  if (promotion.kind === 'tiers') {
    need('tiers', 'Informe as faixas da promoção');
    if (promotion.tiers?.length === 0)
      context.addIssue({ code: 'custom', path: ['tiers'], message: 'Informe as faixas da promoção' });
  }
  if (promotion.kind === 'take_pay') {
    need('take', 'Informe quantas unidades o cliente leva');
    need('pay', 'Informe quantas unidades o cliente paga');
    if (promotion.take !== null && promotion.pay !== null && promotion.pay >= promotion.take)
      context.addIssue({
        code: 'custom',
        path: ['pay'],
        message: 'O cliente deve pagar menos do que leva',
      });
  }
  if (promotion.kind === 'kit') {
    need('kit_items', 'Informe os produtos do kit');
    need('kit_price', 'Informe o preço do kit');
  }
}

export const promotionSchema = promotionBaseSchema.superRefine(checkPromotion);
export type Promotion = z.infer<typeof promotionSchema>;
