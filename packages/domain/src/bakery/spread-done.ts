import type { BakeryItem } from './bakery-item.schema.ts';

type SpreadLine = Pick<BakeryItem, 'id' | 'quantity' | 'delivery_order'>;

/**
 * The client lines of a product card in the order their clients are served: by `delivery_order`
 * (a line without one after every numbered line), then by `id` so the order never depends on
 * how the lines were read.
 */
export function inDeliveryOrder<L extends SpreadLine>(lines: readonly L[]): L[] {
  const rank = (line: L) => line.delivery_order ?? Number.POSITIVE_INFINITY;
  return [...lines].sort((a, b) => rank(a) - rank(b) || a.id - b.id);
}

/**
 * Spreads a product card's done quantity over its client lines (a card of 100 pães is 60 for one
 * client and 40 for another): the first client in delivery order is filled up to its quantity,
 * then the next, so a partial batch goes to the first van out. `total` is absolute (what the whole
 * card has done after the stamp, 0 undoes); above the card's quantity every line is full.
 * Answers every line with its new `done`, in delivery order; the caller stamps those that change
 * and checks each with `stampProblem` (a production cannot drop below what was separated).
 */
export function spreadDone(lines: readonly SpreadLine[], total: number): { id: number; done: number }[] {
  let left = Math.max(0, Math.trunc(total));
  return inDeliveryOrder(lines).map((line) => {
    const done = Math.min(line.quantity, left);
    left -= done;
    return { id: line.id, done };
  });
}
