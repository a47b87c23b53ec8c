import { clearCart, repriceWithPromotions, type Sale } from '@rota/domain';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { readPromotionReferences } from '#lib/promotions/index.ts';
import { deleteUnsent } from '#lib/sync/index.ts';
import { followTotal } from '../model/follow-total.ts';
import { storeCart } from './store-cart.ts';

let chain: Promise<unknown> = Promise.resolve();

/**
 * Applies a change to the stored cart (or to `fresh`, a new cart not stored yet) and keeps the
 * result. Changes run one after another, each on what the previous one stored: two quick taps
 * on "+" add two, never one (a screen's copy of the cart could be a render behind). Each change
 * is repriced with the company's promotions (`repriceWithPromotions`). A change the domain refuses
 * (`CartError`) rejects with its pt-BR message and stores nothing.
 */
export function mutateCart(fresh: Sale, change: (cart: Sale) => Sale): Promise<Sale> {
  const run = chain.then(async () => {
    const stored = await myPwaDb.sales.get(fresh.uuid);
    const current = stored ?? fresh;
    const changed = change(current);
    // The promotions follow every change (a tier reached, a kit completed), the seller's own part kept.
    const promoted = repriceWithPromotions(
      stored ?? null,
      changed,
      await readPromotionReferences(changed),
      new Date(),
    );
    const next = followTotal(current, promoted);
    await storeCart(next);
    return next;
  });
  chain = run.catch(() => undefined);
  return run;
}

/**
 * §4 "Clearing the cart resets everything" (domain `clearCart`). An Aberto cart was never sent:
 * it leaves the device. One the server already has (Aguardando Finalizar) is kept for this
 * client, emptied, and sent so, as the seller's cart still.
 */
export function clearStoredCart(cart: Sale): Promise<void> {
  const run = chain.then(async () => {
    if (cart.status === 'Aberto') {
      await deleteUnsent(myPwaDb.sales, cart.uuid, cart.uuid, (entry) => entry.call === 'sales.create');
      return;
    }
    await storeCart({
      ...clearCart(cart),
      client: cart.client,
      client_uuid: cart.client_uuid,
      status: cart.status,
    });
  });
  chain = run.catch(() => undefined);
  return run;
}
