import type { Sale, SaleItem } from './sale.schema.ts';
import type { SaleStatus } from './sale-status.schema.ts';

/**
 * The statuses of a sale the client made: finished on the device, in the ERP, or processed
 * there. An open cart (Aberto, Aguardando Finalizar) is not a sale yet; a cancelled one was not
 * paid; a failed one (Falha) was refused by the ERP, possibly for its very price.
 */
export const PAID_SALE_STATUSES = [
  'Finalizado',
  'Integrado',
  'Processado',
] as const satisfies readonly SaleStatus[];

/** Whether a sale in this status was made by the client (`PAID_SALE_STATUSES`). */
export function isPaidSaleStatus(status: SaleStatus): boolean {
  return (PAID_SALE_STATUSES as readonly SaleStatus[]).includes(status);
}

/** One time a product was sold to the client: when, how many, at what unit price and discount. */
export interface PricePaid {
  saleUuid: string;
  /** The sale line's uuid. */
  itemUuid: string;
  /** The sale's `created_at` (ISO). */
  soldAt: string;
  quantity: number;
  /** Ten-thousandths of a real. */
  unitPrice: number;
  /** The line's discount, centavos. */
  discount: number;
  priceListUuid: string | null;
}

type PaidSale = Pick<Sale, 'uuid' | 'status' | 'created_at'> & {
  items: readonly Pick<
    SaleItem,
    'uuid' | 'product_uuid' | 'quantity' | 'unit_price' | 'discount' | 'price_list_uuid'
  >[];
};

/**
 * The last `limit` times a product was sold in these sales (a client's), newest first: one
 * entry per line of the product (a sale that has it on two lines counts twice, in line order),
 * only from sales the client made (`PAID_SALE_STATUSES`). Sales are ordered by their instant,
 * not by the text of `created_at`, which may carry any offset.
 */
export function lastPricesPaid(sales: readonly PaidSale[], productUuid: string, limit: number): PricePaid[] {
  if (limit <= 0) return [];
  const found: Array<{ at: number; price: PricePaid }> = [];
  for (const sale of sales) {
    if (!isPaidSaleStatus(sale.status)) continue;
    const at = Date.parse(sale.created_at);
    for (const item of sale.items) {
      if (item.product_uuid !== productUuid) continue;
      found.push({
        at,
        price: {
          saleUuid: sale.uuid,
          itemUuid: item.uuid,
          soldAt: sale.created_at,
          quantity: item.quantity,
          unitPrice: item.unit_price,
          discount: item.discount,
          priceListUuid: item.price_list_uuid,
        },
      });
    }
  }
  // A stable sort: the lines of one sale keep their order.
  found.sort((a, b) => b.at - a.at);
  return found.slice(0, limit).map((entry) => entry.price);
}
