import { pathFor } from '#lib/routes/index.ts';

/** `/admin/sales/items?sale=<uuid>`: the route has no parameter of its own (§2), so the sale goes in the query. */
export function saleItemsPath(saleUuid: string): string {
  return pathFor('sales.items', {}, { sale: saleUuid });
}
