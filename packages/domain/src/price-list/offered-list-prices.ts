import type { PriceList } from './price-list.schema.ts';
import { displayedListPrice, offeredPriceLists, type PriceListOfferFilter } from './price-list-offer.ts';

/** A price list offered for a product, with the price a seller is shown. */
export interface OfferedListPrice<T extends PriceList = PriceList> {
  list: T;
  /** Ten-thousandths of a real, above 0. */
  price: number;
}

/**
 * What a seller sees of a product's price lists (§5): the lists offered for it
 * (`offeredPriceLists`: active, this product's, allowed, valid today or later in São Paulo), those
 * with a price to show (`displayedListPrice`: above 0), cheapest first, then by description.
 */
export function offeredListPrices<T extends PriceList>(
  lists: readonly T[],
  filter: PriceListOfferFilter,
): OfferedListPrice<T>[] {
  const shown: OfferedListPrice<T>[] = [];
  for (const list of offeredPriceLists(lists, filter)) {
    const price = displayedListPrice(list);
    if (price !== null) shown.push({ list, price });
  }
  return shown.sort(
    (a, b) => a.price - b.price || a.list.description.localeCompare(b.list.description, 'pt-BR'),
  );
}
