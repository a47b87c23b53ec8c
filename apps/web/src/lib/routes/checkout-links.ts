import { pathFor } from './route-table.ts';

/**
 * The checkout link that repeats a past sale ("Repetir pedido"): the checkout copies its items
 * into the client's cart, re-priced for today, and says what changed. Any screen that lists sales
 * (client page, sales, history) links here; features never call each other.
 */
export function repeatOrderPath(saleUuid: string): string {
  return pathFor('checkout', {}, { repetir: saleUuid });
}
