import { type PromotionResult, type Sale, salePromotions } from '@rota/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { readPromotionReferences } from '#lib/promotions/index.ts';

/**
 * The cart's promotions as the rule reads them now (docs/domain.md "Promotions"): which gave each
 * line what, and what would reach a tier's next step. Live: a promotion synced or a line changed
 * shows at once. Undefined while read.
 */
export function useCartPromotions(cart: Sale): PromotionResult | undefined {
  return useLiveQuery(
    async () => salePromotions(cart, await readPromotionReferences(cart), new Date()),
    [cart],
  );
}
