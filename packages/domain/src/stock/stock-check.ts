import { formatDateTime } from '../format/date.ts';
import { formatQuantityWithUnit } from '../format/money.ts';
import { formatAgo } from '../format/relative-time.ts';
import { fromThousandths, subtractQuantities, toThousandths } from '../quantity/quantity.ts';
import type { Sale, SaleItem } from '../sale/sale.schema.ts';
import type { SaleStatus } from '../sale/sale-status.schema.ts';

/**
 * Orders that take stock the ERP's count does not show yet: finished (waiting for approval or
 * for the ERP) and those whose integration failed, which the ERP will take again. An Integrado
 * order is in the ERP's next count; an open cart reserves nothing until it is finished.
 */
export const STOCK_RESERVING_STATUSES = ['Finalizado', 'Falha'] as const satisfies readonly SaleStatus[];

/** A product's stock as an order sees it: the ERP's count, what other orders take, when counted. */
export interface StockFigures {
  /** The ERP's free stock, in the product's unit. */
  quantity: number;
  /** What orders in {@link STOCK_RESERVING_STATUSES} take of it, this order left out. */
  reserved: number;
  /** When the ERP counted `quantity` (a wire date). */
  counted_at: string;
}

/**
 * Whose orders `reserved` counts: the device knows its seller's orders, the server every seller's
 * of the company; the sentences say which.
 */
export type StockScope = 'device' | 'company';

/** What the stock rule reads: each product's figures by product uuid, whose reservations, and now. */
export interface StockReferences {
  byProduct: ReadonlyMap<string, StockFigures>;
  scope: StockScope;
  now: Date;
}

type ReservingSale = Pick<Sale, 'uuid' | 'status'> & {
  items: readonly Pick<SaleItem, 'product_uuid' | 'quantity'>[];
};

/**
 * What each product's orders in {@link STOCK_RESERVING_STATUSES} take, by product uuid, leaving
 * out `exceptSaleUuid` (the order being checked, sent again). Summed in thousandths: 0,1 kg +
 * 0,2 kg reserves 0,3 kg.
 */
export function stockReserved(sales: readonly ReservingSale[], exceptSaleUuid: string): Map<string, number> {
  const thousandths = new Map<string, number>();
  for (const sale of sales) {
    if (sale.uuid === exceptSaleUuid) continue;
    if (!(STOCK_RESERVING_STATUSES as readonly SaleStatus[]).includes(sale.status)) continue;
    for (const item of sale.items)
      thousandths.set(
        item.product_uuid,
        (thousandths.get(item.product_uuid) ?? 0) + toThousandths(item.quantity),
      );
  }
  return new Map([...thousandths].map(([uuid, sum]) => [uuid, fromThousandths(sum)]));
}

/** The stock an order may take: the ERP's count less what other orders reserve. */
export function stockAvailable(figures: StockFigures): number {
  return subtractQuantities(figures.quantity, figures.reserved);
}

/** A product an order asks more of than the stock known, its lines summed. */
export interface StockShortfall {
  product_uuid: string;
  /** The product's first line in the order: the one a reason names. */
  item_id: number;
  description: string;
  unit: string;
  ordered: number;
  available: number;
  /** What the order lacks: ordered − available, at most what it orders (a stock below zero lacks it all). */
  missing: number;
  figures: StockFigures;
}

type OrderedItem = Pick<SaleItem, 'id' | 'product_uuid' | 'description' | 'unit' | 'quantity'>;

/**
 * Each product of the order whose lines together ask more than its available stock
 * (`stockAvailable`), in line order. Using the stock up exactly is within it; a product the ERP
 * sends no stock for is not controlled.
 */
export function stockShortfalls(
  items: readonly OrderedItem[],
  byProduct: ReadonlyMap<string, StockFigures>,
): StockShortfall[] {
  const ordered = new Map<string, { first: OrderedItem; thousandths: number }>();
  for (const item of [...items].sort((a, b) => a.id - b.id)) {
    const seen = ordered.get(item.product_uuid);
    if (seen) seen.thousandths += toThousandths(item.quantity);
    else ordered.set(item.product_uuid, { first: item, thousandths: toThousandths(item.quantity) });
  }
  const shortfalls: StockShortfall[] = [];
  for (const [productUuid, { first, thousandths }] of ordered) {
    const figures = byProduct.get(productUuid);
    if (!figures) continue;
    const available = stockAvailable(figures);
    const missing = thousandths - Math.max(0, toThousandths(available));
    if (missing <= 0) continue;
    shortfalls.push({
      product_uuid: productUuid,
      item_id: first.id,
      description: first.description,
      unit: first.unit,
      ordered: fromThousandths(thousandths),
      available,
      missing: fromThousandths(missing),
      figures,
    });
  }
  return shortfalls;
}

const RESERVED_BY: Record<StockScope, string> = {
  device: 'reservados neste aparelho',
  company: 'reservados em pedidos não integrados',
};

/**
 * How old the count is: on the device, relative to the screen's clock ("há 2 h"); in what the
 * server stores (an approval reason read days later), the time it was counted, in São Paulo.
 */
function countedWhen(figures: StockFigures, scope: StockScope, now: Date): string {
  return scope === 'device'
    ? formatAgo(figures.counted_at, now)
    : `contado em ${formatDateTime(figures.counted_at)}`;
}

/** The pt-BR sentences of the stock rule, on the product list, the cart and the supervisor's card. */
export const stockMessages = {
  /**
   * "Estoque: 120 UN · há 2 h"; with reservations "Estoque: 90 UN (120 − 30 reservados neste
   * aparelho) · há 2 h".
   */
  figures: (figures: StockFigures, unit: string, scope: StockScope, now: Date) => {
    const available = formatQuantityWithUnit(stockAvailable(figures), unit);
    const reserved =
      figures.reserved === 0
        ? ''
        : ` (${formatQuantityWithUnit(figures.quantity, unit)} − ${formatQuantityWithUnit(figures.reserved, unit)} ${RESERVED_BY[scope]})`;
    return `Estoque: ${available}${reserved} · ${countedWhen(figures, scope, now)}`;
  },
  /** What a list has room for: "90 UN · há 2 h", the stock left after reservations and its age. */
  available: (figures: StockFigures, unit: string, now: Date) =>
    `${formatQuantityWithUnit(stockAvailable(figures), unit)} · ${formatAgo(figures.counted_at, now)}`,
  /**
   * "Item 2 (Pão francês): pedido de 150 UN, faltam 60 UN — Estoque: 90 UN … · há 2 h"; the verb
   * in the singular below two ("falta 1 UN", "falta 0,5 kg").
   */
  short: (shortfall: StockShortfall, scope: StockScope, now: Date) =>
    `Item ${shortfall.item_id} (${shortfall.description}): pedido de ${formatQuantityWithUnit(shortfall.ordered, shortfall.unit)}, ${shortfall.missing < 2 ? 'falta' : 'faltam'} ${formatQuantityWithUnit(shortfall.missing, shortfall.unit)} — ${stockMessages.figures(shortfall.figures, shortfall.unit, scope, now)}`,
} as const;
