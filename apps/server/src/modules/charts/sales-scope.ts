import { type DateRange, SOLD_SALE_STATUSES } from '@rota/domain';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { saleDayOf, saleItems, salePayments, sales } from '../../db/schema/index.ts';
import { dayWithin } from './chart-sql.ts';

/** The sales filters a chart reads (docs/manager.md says which chart reads which). */
export interface SalesFilters {
  sellerId?: number | undefined;
  clientUuid?: string | undefined;
  formPaymentId?: number | undefined;
}

export interface SalesScope {
  companyId: number;
  range: DateRange;
  filters: SalesFilters;
}

/** A label and its amount, the rows every ranking chart is built from. */
export interface Ranked {
  key: string;
  label: string;
  value: number;
}

/** The sale day (domain `saleDay`) of the sales table, as the index `sales_company_sale_day` has it. */
export const saleDay = saleDayOf(sales.competence_at, sales.received_at);

/**
 * An item line's value, domain `lineTotal`'s: quantity × unit price (ten-thousandths) rounded
 * half up to the centavo, minus its discount, in exact arithmetic: the quantity (numeric, up to 3
 * decimals) in thousandths times the price is ten-millionths of a real, and `div` (integer
 * division of numerics) takes the centavos — 2,5 kg × R$ 12,9900 is R$ 32,48, as on the device.
 */
export const itemLineValue = sql`div(${saleItems.quantity} * 1000 * ${saleItems.unit_price} + 50000, 100000)::bigint - ${saleItems.discount}`;

// Literals, not parameters, so the planner matches the partial index's predicate.
const soldStatuses = sql.raw(SOLD_SALE_STATUSES.map((status) => `'${status}'`).join(', '));

/** The company's sold, live sales (docs/manager.md "Which sales count"), any day. */
export function soldSales(companyId: number): SQL[] {
  return [
    eq(sales.company_id, companyId),
    sql`${sales.status} in (${soldStatuses})`,
    isNull(sales.deleted_at),
  ];
}

/**
 * The sold sales of a company in a period, narrowed by the filters given: a form of payment
 * narrows to sales with at least one payment line of it.
 */
export function soldSalesWhere({ companyId, range, filters }: SalesScope): SQL {
  const where: SQL[] = [...soldSales(companyId), dayWithin(saleDay, range)];
  if (filters.sellerId !== undefined) where.push(eq(sales.seller_id, filters.sellerId));
  if (filters.clientUuid !== undefined) where.push(eq(sales.client_uuid, filters.clientUuid));
  if (filters.formPaymentId !== undefined) {
    where.push(
      sql`exists (select 1 from ${salePayments} where ${salePayments.sale_uuid} = ${sales.uuid} and ${salePayments.form_payment_id} = ${filters.formPaymentId})`,
    );
  }
  return and(...where) as SQL;
}
