import type { OfferedListPrice, PriceList, Sale } from '@rota/domain';

/**
 * The list a new item starts on: the list of the cart's first item carries to the next ones
 * (peers: "the price table chosen on the first item carries to the next"), when this product is
 * offered on it today; for the first item, or a product that list does not price, the first
 * offered list (cheapest); with no list offered, null (the product's own price).
 */
export function startingList<T extends PriceList>(
  offered: readonly OfferedListPrice<T>[],
  carriedCode: string | null,
): OfferedListPrice<T> | null {
  if (carriedCode !== null) {
    const carried = offered.find((entry) => entry.list.code_erp === carriedCode);
    if (carried) return carried;
  }
  return offered[0] ?? null;
}

/** The uuid of the list of the cart's first item (the lowest line number), or null. */
export function firstItemListUuid(cart: Pick<Sale, 'items'>): string | null {
  let first: Sale['items'][number] | undefined;
  for (const item of cart.items) if (!first || item.id < first.id) first = item;
  return first?.price_list_uuid ?? null;
}
