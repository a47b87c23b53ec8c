import { CART_SORT_FIELDS, HOLD_POLICIES, PROMOTION_POLICIES } from '@rota/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  companyIdColumn,
  enumColumn,
  inativeColumn,
  oneOf,
  syncColumns,
  timestampColumn,
} from './columns.ts';

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  cnpj: varchar('cnpj', { length: 14 }).notNull().unique(),
  trade_name: text('trade_name'),
  created_at: timestampColumn('created_at').notNull().defaultNow(),
});

export const companyConfigs = pgTable(
  'company_configs',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .unique()
      .references(() => companies.id),
    cart_sort_field: enumColumn('cart_sort_field', CART_SORT_FIELDS).notNull().default('id'),
    allowed_price_lists: jsonb('allowed_price_lists').$type<string[]>().notNull().default([]),
    /** Percent in hundredths (1050 = 10,50%), an integer like every amount. */
    max_discount_basis_points: integer('max_discount_basis_points').notNull().default(0),
    /** What a supervisor may approve above it (docs/domain.md "Approval"), in hundredths too. */
    approval_discount_basis_points: integer('approval_discount_basis_points').notNull().default(0),
    allows_pre_sale: smallint('allows_pre_sale').notNull().default(0),
    /** The company's Pix key in the DICT's form, and the city its Pix codes name (docs/domain.md "Pix on the order"). */
    /** Centavos; null: no minimum order (docs/domain.md "Order minimums"). */
    min_order_value: bigint('min_order_value', { mode: 'number' }),
    /** What an order over the client's credit does (docs/domain.md "Credit"). */
    credit_policy: enumColumn('credit_policy', HOLD_POLICIES).notNull().default('warn'),
    /** What an order over the stock known does (docs/domain.md "Stock"). */
    stock_policy: enumColumn('stock_policy', HOLD_POLICIES).notNull().default('warn'),
    /** How far back a client's mix gap looks, in days (docs/domain.md "Mix gap"). */
    mix_gap_days: integer('mix_gap_days').notNull().default(90),
    /** How far from a client a check-in counts as at the client, in metres (docs/domain.md "Visits in the field"). */
    visit_radius_m: integer('visit_radius_m').notNull().default(300),
    /** The goals' calendar (docs/domain.md "Goals"): weekdays worked (0 = Sunday) and own days off. */
    working_weekdays: jsonb('working_weekdays').$type<number[]>().notNull().default([1, 2, 3, 4, 5]),
    holidays: jsonb('holidays').$type<string[]>().notNull().default([]),
    /** Whether a line's promotions add up or the best wins (docs/domain.md "Promotions"). */
    promotion_policy: enumColumn('promotion_policy', PROMOTION_POLICIES).notNull().default('best'),
    pix_key: text('pix_key'),
    pix_merchant_city: text('pix_merchant_city'),
    sync_interval_s: integer('sync_interval_s').notNull().default(300),
    ...syncColumns(),
  },
  (t) => [
    oneOf('company_configs_cart_sort_field_valid', t.cart_sort_field, CART_SORT_FIELDS),
    oneOf('company_configs_credit_policy_valid', t.credit_policy, HOLD_POLICIES),
    oneOf('company_configs_stock_policy_valid', t.stock_policy, HOLD_POLICIES),
    oneOf('company_configs_promotion_policy_valid', t.promotion_policy, PROMOTION_POLICIES),
    check(
      'company_configs_mix_gap_days_valid',
      sql`${t.mix_gap_days} between 7 and 730`, // MIX_GAP_DAYS_LIMITS
    ),
    check(
      'company_configs_visit_radius_m_valid',
      sql`${t.visit_radius_m} between 50 and 5000`, // VISIT_RADIUS_LIMITS
    ),
  ],
);

export const profiles = pgTable(
  'profiles',
  {
    id: serial('id').primaryKey(),
    company_id: companyIdColumn().references(() => companies.id),
    code_erp: text('code_erp'),
    description: text('description').notNull(),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    ...syncColumns(),
  },
  (t) => [uniqueIndex('profiles_company_code_erp').on(t.company_id, t.code_erp)],
);

export const teams = pgTable(
  'teams',
  {
    uuid: uuid('uuid').primaryKey(),
    company_id: companyIdColumn().references(() => companies.id),
    code_erp: text('code_erp'),
    name: text('name').notNull(),
    inative: inativeColumn(),
    ...syncColumns(),
  },
  (t) => [uniqueIndex('teams_company_code_erp').on(t.company_id, t.code_erp)],
);

/** A seller; the access token is stored only as its SHA-256 (`token_hash`). */
export const sellers = pgTable(
  'sellers',
  {
    id: serial('id').primaryKey(),
    company_id: companyIdColumn().references(() => companies.id),
    name: text('name').notNull(),
    email: text('email'),
    code_erp: text('code_erp'),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id),
    team_uuid: uuid('team_uuid'),
    token_hash: varchar('token_hash', { length: 64 }).unique(),
    inative: inativeColumn(),
    ...syncColumns(),
  },
  (t) => [uniqueIndex('sellers_company_code_erp').on(t.company_id, t.code_erp)],
);

export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    company_id: companyIdColumn().references(() => companies.id),
    seller_id: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    device_id: text('device_id').notNull(),
    last_login_at: timestampColumn('last_login_at'),
    last_sync_at: timestampColumn('last_sync_at'),
    /**
     * The device's series of order numbers ("V001-…"), one per device row in the company, given at
     * its first login and never changed (docs/domain.md "Order numbers").
     */
    order_series: integer('order_series').notNull(),
  },
  (t) => [
    uniqueIndex('devices_seller_device').on(t.seller_id, t.device_id),
    uniqueIndex('devices_company_order_series').on(t.company_id, t.order_series),
  ],
);

/** A login session; only the SHA-256 of its token is stored. Revocable and expiring. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
    company_id: companyIdColumn().references(() => companies.id),
    seller_id: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    device_id: integer('device_id')
      .notNull()
      .references(() => devices.id),
    created_at: timestampColumn('created_at').notNull().defaultNow(),
    expires_at: timestampColumn('expires_at').notNull(),
    revoked_at: timestampColumn('revoked_at'),
  },
  (t) => [index('sessions_seller').on(t.seller_id)],
);

export const integrationKeys = pgTable('integration_keys', {
  id: serial('id').primaryKey(),
  company_id: companyIdColumn().references(() => companies.id),
  key_hash: varchar('key_hash', { length: 64 }).notNull().unique(),
  description: text('description').notNull(),
  created_at: timestampColumn('created_at').notNull().defaultNow(),
  revoked_at: timestampColumn('revoked_at'),
});

/**
 * Login attempts per throttle key (a device, a token prefix, an address) in a fixed one-minute
 * window, shared by every server process. One row per key, counted with one atomic upsert.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    window_started_at: timestampColumn('window_started_at').notNull(),
    attempts: integer('attempts').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('login_attempts_window').on(t.window_started_at)],
);
