import { fromThousandths, toThousandths } from '../quantity/quantity.ts';
import type { BakeryItem } from './bakery-item.schema.ts';

type SpreadLine = Pick<BakeryItem, 'id' | 'quantity' | 'delivery_order'> & { separated?: number };

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
 *
 * A line already separated keeps at least that much (`separated`, when given): lowering the card
 * takes from the lines not yet separated, so a correction the stages allow is never refused for
 * the way it was spread. A total below what is separated overall cannot be spread that way; it is
 * then spread in plain delivery order and the caller's `stampProblem` says what to undo first.
 * Answers every line with its new `done`, in delivery order; the caller stamps those that change.
 * Spread in thousandths, so a card of 2,5 kg is 1,5 kg for one client and 1 kg for the next; a
 * total past the thousandth is read to the nearest one (the stamp's schema refuses it before).
 */
export function spreadDone(lines: readonly SpreadLine[], total: number): { id: number; done: number }[] {
  const ordered = inDeliveryOrder(lines);
  const wanted = Math.max(0, toThousandths(total));
  const floor = (line: SpreadLine) =>
    Math.min(toThousandths(line.quantity), Math.max(0, toThousandths(line.separated ?? 0)));
  const floors = ordered.reduce((sum, line) => sum + floor(line), 0);
  const kept = wanted >= floors ? floor : () => 0;
  let left = wanted - (wanted >= floors ? floors : 0);
  return ordered.map((line) => {
    const base = kept(line);
    const extra = Math.min(toThousandths(line.quantity) - base, left);
    left -= extra;
    return { id: line.id, done: fromThousandths(base + extra) };
  });
}
