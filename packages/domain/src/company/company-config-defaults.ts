/**
 * What a company config holds until the company sets it (§3 Company config): the schema's
 * defaults, kept apart from the schema so a screen can use them without loading zod.
 */
export const COMPANY_CONFIG_DEFAULTS = {
  cart_sort_field: 'id',
  allowed_price_lists: [] as readonly string[],
  max_discount_percent: 0,
  approval_discount_percent: 0,
  min_order_value: null,
  credit_policy: 'warn',
  stock_policy: 'warn',
  mix_gap_days: 90,
  visit_radius_m: 300,
  working_weekdays: [1, 2, 3, 4, 5] as readonly number[],
  holidays: [] as readonly string[],
  promotion_policy: 'best',
  allows_pre_sale: false,
  pix_key: null,
  pix_merchant_city: null,
  sync_interval_s: 300,
} as const;
