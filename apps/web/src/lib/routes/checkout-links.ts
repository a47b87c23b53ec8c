import { pathFor } from './route-table.ts';

/**
 * The checkout link that repeats a past sale ("Repetir pedido"): the checkout copies its items
 * into the client's cart, re-priced for today, and says what changed. Any screen that lists sales
 * (client page, sales, history) links here; features never call each other.
 */
export function repeatOrderPath(saleUuid: string): string {
  return pathFor('checkout', {}, { repetir: saleUuid });
}

/**
 * The checkout link that adds a product of the client's mix gap to its cart ("Adicionar" on the
 * client page): the checkout opens the client's cart and adds it with the last quantity bought.
 */
export function addMixGapPath(clientUuid: string, productUuid: string): string {
  return pathFor('checkout', { goTo: clientUuid }, { mix: productUuid });
}
