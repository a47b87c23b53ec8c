import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type SalesRollupKind, saleItems, salePayments, sales, sellers } from '../../db/schema/index.ts';
import { itemLineValue, saleDay } from './sales-scope.ts';

/**
 * What the sales charts group the sold sales by, each declared once for both tables that serve
 * it (docs/server.md "Manager charts"): the rollup's rows of `kind`, summed per `rollupKey`, or
 * the sales (with `lines`, joined on their sale) summed per `key`. Either way a group has a key,
 * a label, an amount (centavos), a quantity and how many rows were summed; the rollup's refresh
 * sums the same expressions per day and seller (sales-rollup-refresh.ts).
 */
export interface SalesGrouping {
  kind: SalesRollupKind;
  /** The rollup column a group is: its key, its seller (a `sale` row has no key) or its day (the daily rows alone). */
  rollupKey: 'key' | 'seller_id' | 'day';
  /** The line table summed with the sales, joined on `sale_uuid`, or none (the sales themselves). */
  lines: typeof salePayments | typeof saleItems | null;
  key: SQL | PgColumn;
  /** An aggregate over the group's rows (the rollup keeps the greatest too). */
  label: SQL;
  amount: SQL | PgColumn;
  quantity: SQL | PgColumn;
  /** A ranking's label over the grouped row `per`, with what it joins (per.label by default). */
  shown?: { label: SQL; join?: SQL };
}

const noLabel = sql`null::text`;
const noQuantity = sql`0`;

/** The sales themselves: their totals. */
const saleTotals = {
  kind: 'sale',
  lines: null,
  label: noLabel,
  amount: sales.total,
  quantity: noQuantity,
} satisfies Partial<SalesGrouping>;

export const sellerGrouping: SalesGrouping = {
  ...saleTotals,
  rollupKey: 'seller_id',
  key: sales.seller_id,
  shown: { label: sql`${sellers.name}`, join: sql`join ${sellers} on ${sellers.id} = per.key` },
};

export const dayGrouping: SalesGrouping = { ...saleTotals, rollupKey: 'day', key: saleDay };

export const clientGrouping: SalesGrouping = {
  kind: 'client',
  rollupKey: 'key',
  lines: null,
  // The sales without a client are one group ("Sem cliente").
  key: sql`coalesce(${sales.client_uuid}::text, '')`,
  label: sql`max(${sales.client}->>'name')`,
  amount: sales.total,
  quantity: noQuantity,
  shown: { label: sql`coalesce(per.label, 'Sem cliente')` },
};

export const formGrouping: SalesGrouping = {
  kind: 'form',
  rollupKey: 'key',
  lines: salePayments,
  key: salePayments.form_payment_id,
  label: sql`max(${salePayments.form_payment}->>'description')`,
  amount: salePayments.price,
  quantity: noQuantity,
};

export const conditionGrouping: SalesGrouping = {
  ...formGrouping,
  kind: 'condition',
  key: salePayments.condition_payment_id,
  label: sql`max(${salePayments.condition_payment}->>'description')`,
};

/** A line's value is domain `lineTotal`'s (`itemLineValue`); its quantity is exact to the thousandth (2,5 kg). */
export const productGrouping: SalesGrouping = {
  kind: 'product',
  rollupKey: 'key',
  lines: saleItems,
  key: saleItems.product_uuid,
  label: sql`max(${saleItems.description})`,
  amount: itemLineValue,
  quantity: saleItems.quantity,
};

/** The groupings the rollup keeps, one per kind. */
export const rolledUpGroupings = [
  sellerGrouping,
  clientGrouping,
  formGrouping,
  conditionGrouping,
  productGrouping,
];
