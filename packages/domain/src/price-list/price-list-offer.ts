import { DEFAULT_TIME_ZONE, zonedDate } from '../time/time-zone.ts';
import type { PriceList } from './price-list.schema.ts';

export interface PriceListOfferFilter {
  productCodeErp: string;
  /** `code_erp` of the lists the company allows; empty: every list. */
  allowed: readonly string[];
  now: Date;
  timeZone?: string;
}

/**
 * §5 price lists offered for a product: active, for this product, among the allowed lists,
 * and valid today or later — `vigence_date` is the last day of validity, read as a calendar
 * date in São Paulo, so a list valid "until today" is still offered today. A list without
 * `vigence_date` has no end.
 */
export function offeredPriceLists<T extends PriceList>(
  lists: readonly T[],
  filter: PriceListOfferFilter,
): T[] {
  const today = zonedDate(filter.now, filter.timeZone ?? DEFAULT_TIME_ZONE);
  return lists.filter(
    (list) =>
      list.inative === 0 &&
      list.code_erp_product === filter.productCodeErp &&
      (filter.allowed.length === 0 || filter.allowed.includes(list.code_erp)) &&
      (list.vigence_date === null || list.vigence_date >= today),
  );
}

/** §5: a list price is shown only when above 0; otherwise there is nothing to show. */
export function displayedListPrice(list: Pick<PriceList, 'price'>): number | null {
  return list.price > 0 ? list.price : null;
}
