import type { Sale } from '@rota/domain';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { keepNumbered, queueSale } from '#lib/sales/index.ts';

/**
 * Keeps a change of the cart. An Aberto cart lives on the device only (§4 "The cart persists
 * across reloads"): it is the seller's draft and nobody else needs it. A cart already handed to
 * the server as Aguardando Finalizar goes back in line with each change, so the server never
 * keeps an older version of a sale the seller went on editing.
 */
export async function storeCart(cart: Sale): Promise<void> {
  if (cart.status === 'Aberto') {
    // Its first change stores it, and so gives it its order number (docs/domain.md "Order numbers").
    await keepNumbered(cart, (numbered) => myPwaDb.sales.put(numbered));
    return;
  }
  await queueSale(cart);
}
