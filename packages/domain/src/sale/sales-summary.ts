import { addQuantities } from '../quantity/quantity.ts';
import { type DateRange, daysOf, isDateInRange } from '../time/periods.ts';
import { DEFAULT_TIME_ZONE, zonedDate } from '../time/time-zone.ts';
import { cartTotals } from './cart-totals.ts';
import type { Sale } from './sale.schema.ts';
import { SALE_STATUSES, type SaleStatus } from './sale-status.schema.ts';

/**
 * The statuses that count as sold: finalised by the seller and not cancelled. A cart (Aberto,
 * Aguardando Finalizar) is not a sale yet; a Falha is still an order the ERP will retry, so it
 * counts until it is cancelled.
 */
export const SOLD_SALE_STATUSES = [
  'Finalizado',
  'Integrado',
  'Processado',
  'Falha',
] as const satisfies readonly SaleStatus[];

export function isSoldStatus(status: SaleStatus): boolean {
  return (SOLD_SALE_STATUSES as readonly SaleStatus[]).includes(status);
}

type DatedSale = Pick<Sale, 'competence_at' | 'created_at'>;

/**
 * The day a sale belongs to: its competence date (the accounting date the seller chose) when it
 * has one, else the day it was made in the time zone. The server's `sales/report-seller` reads it
 * the same way, with the day it received the sale instead of the device's clock.
 */
export function saleDay(sale: DatedSale, timeZone: string = DEFAULT_TIME_ZONE): string {
  return sale.competence_at ?? zonedDate(new Date(sale.created_at), timeZone);
}

/** What the client pays for a sale, in centavos (the domain's net total of its lines). */
export function saleTotal(sale: Pick<Sale, 'items' | 'payments'>): number {
  return cartTotals(sale).net;
}

export interface CountTotal {
  count: number;
  /** Centavos. */
  total: number;
}

export interface SalesSummary extends CountTotal {
  range: DateRange;
  /** Every status met in the range (carts and cancelled included), in §4's order. */
  byStatus: (CountTotal & { status: SaleStatus })[];
  /** Every day of the range, a day without sales with zeros, in date order. */
  byDay: (CountTotal & { date: string })[];
  /** Payment lines by form of payment (their amounts), the largest first. */
  byFormPayment: (CountTotal & { form: string })[];
  /** The clients who bought the most, the largest first, at most `top`. */
  topClients: (CountTotal & { uuid: string; name: string })[];
  /**
   * The products sold for the most, the largest first, at most `top`; `quantity` in `unit` (2,5 kg
   * is 2.5), the unit of the product's first line (a product is sold in one unit).
   */
  topProducts: { product_uuid: string; description: string; unit: string; quantity: number; total: number }[];
}

export interface SummaryOptions {
  timeZone?: string;
  /** How many clients and products to keep (default 5). */
  top?: number;
}

type SummarisedSale = Pick<
  Sale,
  'status' | 'competence_at' | 'created_at' | 'items' | 'payments' | 'client' | 'client_uuid'
>;

function add<K>(map: Map<K, CountTotal>, key: K, total: number, count = 1): CountTotal {
  const entry = map.get(key) ?? { count: 0, total: 0 };
  entry.count += count;
  entry.total += total;
  map.set(key, entry);
  return entry;
}

/** Largest total first; ties by name in pt-BR order, so the list never shuffles. */
const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/**
 * A seller's sales over a range of days (`saleDay`), as the report and the dashboard show them.
 * `count`, `total`, `byDay`, `byFormPayment` and the tops take sold sales only
 * (`SOLD_SALE_STATUSES`); `byStatus` lists every status, so the seller also sees their open
 * carts and cancellations. A sale without a client is left out of `topClients`. Money is summed
 * in integer centavos.
 */
export function summarizeSales(
  sales: readonly SummarisedSale[],
  range: DateRange,
  options: SummaryOptions = {},
): SalesSummary {
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const top = options.top ?? 5;
  const byStatus = new Map<SaleStatus, CountTotal>();
  const byDay = new Map<string, CountTotal>(daysOf(range).map((date) => [date, { count: 0, total: 0 }]));
  const byForm = new Map<string, CountTotal>();
  const clients = new Map<string, CountTotal & { name: string }>();
  const products = new Map<string, { description: string; unit: string; quantity: number; total: number }>();
  let count = 0;
  let total = 0;

  for (const sale of sales) {
    const day = saleDay(sale, timeZone);
    if (!isDateInRange(day, range)) continue;
    const saleNet = saleTotal(sale);
    add(byStatus, sale.status, saleNet);
    if (!isSoldStatus(sale.status)) continue;
    count += 1;
    total += saleNet;
    add(byDay, day, saleNet);
    for (const payment of sale.payments) add(byForm, payment.formPayment.description, payment.price);
    if (sale.client_uuid) {
      const client = clients.get(sale.client_uuid) ?? {
        count: 0,
        total: 0,
        name: sale.client?.name ?? sale.client_uuid,
      };
      client.count += 1;
      client.total += saleNet;
      clients.set(sale.client_uuid, client);
    }
    for (const item of sale.items) {
      const product = products.get(item.product_uuid) ?? {
        description: item.description,
        unit: item.unit,
        quantity: 0,
        total: 0,
      };
      product.quantity = addQuantities(product.quantity, item.quantity);
      product.total += saleTotal({ items: [item], payments: [] });
      products.set(item.product_uuid, product);
    }
  }

  const largestFirst =
    <T extends { total: number }>(name: (entry: T) => string) =>
    (a: T, b: T) =>
      b.total - a.total || collator.compare(name(a), name(b));

  return {
    range,
    count,
    total,
    byStatus: SALE_STATUSES.flatMap((status) => {
      const entry = byStatus.get(status);
      return entry ? [{ status, ...entry }] : [];
    }),
    byDay: [...byDay].map(([date, entry]) => ({ date, ...entry })),
    byFormPayment: [...byForm]
      .map(([form, entry]) => ({ form, ...entry }))
      .sort(largestFirst((entry) => entry.form)),
    topClients: [...clients]
      .map(([uuid, entry]) => ({ uuid, ...entry }))
      .sort(largestFirst((entry) => entry.name))
      .slice(0, top),
    topProducts: [...products]
      .map(([product_uuid, entry]) => ({ product_uuid, ...entry }))
      .sort(largestFirst((entry) => entry.description))
      .slice(0, top),
  };
}

/** Sold sales of a range: their count and total (what the dashboard's tiles show). */
export function soldTotals(
  sales: readonly Pick<Sale, 'status' | 'competence_at' | 'created_at' | 'items' | 'payments'>[],
  range: DateRange,
  timeZone: string = DEFAULT_TIME_ZONE,
): CountTotal {
  let count = 0;
  let total = 0;
  for (const sale of sales) {
    if (!isSoldStatus(sale.status) || !isDateInRange(saleDay(sale, timeZone), range)) continue;
    count += 1;
    total += saleTotal(sale);
  }
  return { count, total };
}

export interface PeriodComparison {
  current: CountTotal;
  previous: CountTotal;
  /**
   * How much the current total moved against the previous, in percent rounded to one decimal
   * (+12.5, −40); null when the previous total is 0 (no base to compare with).
   */
  changePercent: number | null;
}

/** The sold totals of two ranges side by side (this month so far against the same days of the last). */
export function comparePeriods(
  sales: readonly Pick<Sale, 'status' | 'competence_at' | 'created_at' | 'items' | 'payments'>[],
  current: DateRange,
  previous: DateRange,
  timeZone: string = DEFAULT_TIME_ZONE,
): PeriodComparison {
  const now = soldTotals(sales, current, timeZone);
  const before = soldTotals(sales, previous, timeZone);
  const changePercent =
    before.total === 0 ? null : Math.round(((now.total - before.total) / before.total) * 1000) / 10;
  return { current: now, previous: before, changePercent };
}
