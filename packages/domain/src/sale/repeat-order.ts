import { formatUnitPrice } from '../format/money.ts';
import type { PriceList } from '../price-list/price-list.schema.ts';
import { offeredPriceLists } from '../price-list/price-list-offer.ts';
import type { Product } from '../product/product.schema.ts';
import type { NewItem } from './cart.ts';
import type { SaleItem } from './sale.schema.ts';

/** What changed between a past sale's item and its copy, told to the seller before they go on. */
export type RepeatChange =
  | { kind: 'removed'; description: string; reason: 'inactive' | 'not_found' }
  | { kind: 'price_changed'; description: string; from: number; to: number }
  | { kind: 'list_unavailable'; description: string; list: string; price: number }
  | { kind: 'discount_dropped'; description: string };

export interface RepeatOrderContext {
  /** The company's products by uuid (the device's synced table). */
  products: ReadonlyMap<
    string,
    Pick<Product, 'uuid' | 'code_erp' | 'description' | 'unit' | 'price' | 'inative'>
  >;
  /** The price-list rows of a product, by its `code_erp` (the device keeps them per product). */
  priceListsOf: (productCodeErp: string) => readonly PriceList[];
  /** The company's allowed lists (`code_erp`; empty: all). */
  allowedPriceLists: readonly string[];
  now: Date;
  timeZone?: string;
  newUuid: () => string;
}

/** The pt-BR line a seller reads for each change. */
export function describeRepeatChange(change: RepeatChange): string {
  switch (change.kind) {
    case 'removed':
      return change.reason === 'inactive'
        ? `${change.description}: saiu do pedido (produto inativo)`
        : `${change.description}: saiu do pedido (produto não encontrado)`;
    case 'price_changed':
      return `${change.description}: preço mudou de ${formatUnitPrice(change.from)} para ${formatUnitPrice(change.to)}`;
    case 'list_unavailable':
      return `${change.description}: a tabela ${change.list} não vale mais; usado o preço do produto, ${formatUnitPrice(change.price)}`;
    case 'discount_dropped':
      return `${change.description}: o desconto da venda anterior não foi copiado`;
  }
}

/**
 * "Repetir pedido" (peers' "Duplicar pedido"): a past sale's items as new items for today's cart.
 * - products inactive or gone are dropped;
 * - each line is priced from today's catalogue: the same price list when it is still offered for
 *   the product today (§5: active, allowed, valid), at that list's price today; otherwise the
 *   product's own price, and the seller is told the list no longer applies;
 * - quantities are kept; discounts are not copied (they were agreed for that sale), and the
 *   seller is told so;
 * - every difference from the past sale is listed, in the items' order.
 */
export function repeatOrder(
  pastItems: readonly SaleItem[],
  context: RepeatOrderContext,
): { items: NewItem[]; changes: RepeatChange[] } {
  const items: NewItem[] = [];
  const changes: RepeatChange[] = [];
  for (const past of [...pastItems].sort((a, b) => a.id - b.id)) {
    const product = context.products.get(past.product_uuid);
    if (product?.inative !== 0) {
      changes.push({
        kind: 'removed',
        description: past.description,
        reason: product ? 'inactive' : 'not_found',
      });
      continue;
    }
    const offered = offeredPriceLists(context.priceListsOf(product.code_erp), {
      productCodeErp: product.code_erp,
      allowed: context.allowedPriceLists,
      now: context.now,
      ...(context.timeZone ? { timeZone: context.timeZone } : {}),
    });
    const pastList = past.price_list_uuid
      ? context.priceListsOf(product.code_erp).find((row) => row.uuid === past.price_list_uuid)
      : undefined;
    const list = pastList ? offered.find((row) => row.code_erp === pastList.code_erp) : undefined;
    const unitPrice = list ? list.price : product.price;
    if (past.price_list_uuid && !list)
      changes.push({
        kind: 'list_unavailable',
        description: product.description,
        list: pastList?.description ?? past.price_list_uuid,
        price: unitPrice,
      });
    else if (unitPrice !== past.unit_price)
      changes.push({
        kind: 'price_changed',
        description: product.description,
        from: past.unit_price,
        to: unitPrice,
      });
    if (past.discount > 0) changes.push({ kind: 'discount_dropped', description: product.description });
    items.push({
      uuid: context.newUuid(),
      product_uuid: product.uuid,
      code_erp_product: product.code_erp,
      description: product.description,
      unit: product.unit,
      quantity: past.quantity,
      unit_price: unitPrice,
      discount: 0,
      price_list_uuid: list?.uuid ?? null,
    });
  }
  return { items, changes };
}
