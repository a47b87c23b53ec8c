import { z } from 'zod';
import { HOLD_POLICIES } from '../approval/hold-policy.ts';
import { RECORD_LIMITS } from '../constants.ts';
import { MIX_GAP_DAYS_LIMITS } from '../mix/client-mix-gap.ts';
import { pixKeySchema } from '../pix/pix-key.ts';
import { PROMOTION_POLICIES } from '../promotions/promotion.schema.ts';
import { centsSchema, codeErpSchema, dateSchema, idSchema } from '../shared/fields.ts';
import { VISIT_RADIUS_LIMITS } from '../visit/visit-position.ts';
import { COMPANY_CONFIG_DEFAULTS as DEFAULTS } from './company-config-defaults.ts';

/** Fields a sale item can be sorted by (§5: company-configured, default `id`). */
export const CART_SORT_FIELDS = ['id', 'description', 'code_erp_product', 'quantity'] as const;
export type CartSortField = (typeof CART_SORT_FIELDS)[number];

/**
 * §3 Company config, stored locally per `company_id` under its own `id`. The spec does not show
 * the inner fields; these are the switches a Brazilian distributor configures per company.
 */
export const companyConfigSchema = z.object({
  id: idSchema,
  company_id: idSchema,
  /** Sort of the cart's items (§5). */
  cart_sort_field: z.enum(CART_SORT_FIELDS).default(DEFAULTS.cart_sort_field),
  /** `code_erp` of the price lists sellers may offer (§5 "among the allowed lists"); empty: all. */
  allowed_price_lists: z
    .array(codeErpSchema)
    .max(RECORD_LIMITS.allowedPriceLists)
    .default(() => [...DEFAULTS.allowed_price_lists]),
  /** Largest discount a seller may give on an item, in percent (0-100). */
  max_discount_percent: z.number().min(0).max(100).default(DEFAULTS.max_discount_percent),
  /**
   * Largest discount a supervisor may approve, in percent (0-100): a line above
   * `max_discount_percent` and up to this waits for approval instead of being refused
   * (docs/domain.md "Approval"); not above `max_discount_percent`, nothing waits.
   */
  approval_discount_percent: z.number().min(0).max(100).default(DEFAULTS.approval_discount_percent),
  /**
   * The company's minimum order in centavos, whatever the condition (docs/domain.md "Order
   * minimums"); null: none.
   */
  min_order_value: centsSchema.nullable().default(DEFAULTS.min_order_value),
  /**
   * What an order over the client's credit limit, or for a blocked client, does (docs/domain.md
   * "Credit"): `ignore`, `warn` the seller, or wait for a supervisor (`approve`).
   */
  credit_policy: z.enum(HOLD_POLICIES).default(DEFAULTS.credit_policy),
  /**
   * What an order with a line over the stock known does (docs/domain.md "Stock"): `ignore`, `warn`
   * the seller, or wait for a supervisor (`approve`).
   */
  stock_policy: z.enum(HOLD_POLICIES).default(DEFAULTS.stock_policy),
  /**
   * How many days back the client's mix gap looks for what it used to buy (docs/domain.md "Mix
   * gap"): a week up to two years.
   */
  mix_gap_days: z
    .number()
    .int()
    .min(MIX_GAP_DAYS_LIMITS.min)
    .max(MIX_GAP_DAYS_LIMITS.max)
    .default(DEFAULTS.mix_gap_days),
  /**
   * How far from a client's coordinates a check-in counts as at the client, in metres
   * (docs/domain.md "Visits in the field"); farther, the seller says why and the visit is flagged.
   */
  visit_radius_m: z
    .number()
    .int()
    .min(VISIT_RADIUS_LIMITS.min)
    .max(VISIT_RADIUS_LIMITS.max)
    .default(DEFAULTS.visit_radius_m),
  /**
   * The weekdays the company's sellers work (0 = Sunday … 6 = Saturday) and its own days off
   * besides Brazil's national holidays: the working days its goals are split over (docs/domain.md
   * "Goals").
   */
  working_weekdays: z
    .array(z.number().int().min(0).max(6))
    .min(1)
    .max(7)
    .default(() => [...DEFAULTS.working_weekdays]),
  holidays: z
    .array(dateSchema)
    .max(RECORD_LIMITS.companyHolidays)
    .default(() => [...DEFAULTS.holidays]),
  /**
   * Whether a line's promotions add up (`combine`) or the one giving most wins (`best`):
   * docs/domain.md "Promotions".
   */
  promotion_policy: z.enum(PROMOTION_POLICIES).default(DEFAULTS.promotion_policy),
  /** Whether sales may be saved as pre-sales (`pre_sale`). */
  allows_pre_sale: z.boolean().default(DEFAULTS.allows_pre_sale),
  /**
   * The company's Pix key: each order then shows a Pix code for its total (docs/domain.md "Pix on
   * the order"). Null: no Pix code anywhere.
   */
  pix_key: pixKeySchema.nullable().default(DEFAULTS.pix_key),
  /** The city the Pix code names as the receiver's (field 60); the code needs it with the key. */
  pix_merchant_city: z.string().trim().max(60).nullable().default(DEFAULTS.pix_merchant_city),
  /** Seconds between background delta syncs while online. */
  sync_interval_s: z.number().int().min(30).max(86_400).default(DEFAULTS.sync_interval_s),
});
export type CompanyConfig = z.infer<typeof companyConfigSchema>;
