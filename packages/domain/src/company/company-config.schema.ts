import { z } from 'zod';
import { RECORD_LIMITS } from '../constants.ts';
import { codeErpSchema, idSchema } from '../shared/fields.ts';

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
  cart_sort_field: z.enum(CART_SORT_FIELDS).default('id'),
  /** `code_erp` of the price lists sellers may offer (§5 "among the allowed lists"); empty: all. */
  allowed_price_lists: z.array(codeErpSchema).max(RECORD_LIMITS.allowedPriceLists).default([]),
  /** Largest discount a seller may give on an item, in percent (0-100). */
  max_discount_percent: z.number().min(0).max(100).default(0),
  /** Whether sales may be saved as pre-sales (`pre_sale`). */
  allows_pre_sale: z.boolean().default(false),
  /** Seconds between background delta syncs while online. */
  sync_interval_s: z.number().int().min(30).max(86_400).default(300),
});
export type CompanyConfig = z.infer<typeof companyConfigSchema>;
