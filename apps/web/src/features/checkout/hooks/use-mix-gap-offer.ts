import { addItem, CartError, formatQuantityWithUnit, type MixGapProduct, type Sale } from '@rota/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type ClientMixGap, useClientMixGap } from '#lib/mix/index.ts';
import { mutateCart } from '../api/cart-mutations.ts';
import { mixGapLine } from '../api/mix-gap-line.ts';
import { messages } from '../messages.ts';

/** What the last "Adicionar" did, told above the list. */
export interface MixGapNotice {
  color: 'teal' | 'yellow';
  lines: string[];
}

export interface MixGapOffer {
  gap: ClientMixGap | undefined;
  /** The gap's products not in the cart yet. */
  missing: MixGapProduct[];
  add: (product: MixGapProduct) => Promise<void>;
  notice: MixGapNotice | null;
  dismiss: () => void;
}

/**
 * The client's mix gap offered in its cart: the products it used to buy and not this month, less
 * those already in the cart, each added in one tap with the last quantity taken, priced for today
 * (`mixGapLine`). The client page's "Adicionar" arrives as `?mix=<product uuid>`: added once,
 * then the search is cleared so a reload adds nothing more.
 */
export function useMixGapOffer(cart: Sale, allowedLists: readonly string[]): MixGapOffer {
  const gap = useClientMixGap(cart.client_uuid ?? undefined);
  const [params, setParams] = useSearchParams();
  const [notice, setNotice] = useState<MixGapNotice | null>(null);
  const inCart = useMemo(() => new Set(cart.items.map((item) => item.product_uuid)), [cart.items]);
  const missing = useMemo(
    () => (gap?.products ?? []).filter((product) => !inCart.has(product.product_uuid)),
    [gap, inCart],
  );

  const add = useCallback(
    async (product: MixGapProduct) => {
      const { item, notes } = await mixGapLine(product, cart.company_id, allowedLists, new Date());
      if (!item) {
        setNotice({ color: 'yellow', lines: notes });
        return;
      }
      try {
        await mutateCart(cart, (current) =>
          current.items.some((line) => line.product_uuid === item.product_uuid)
            ? current
            : addItem(current, item),
        );
        setNotice({
          color: 'teal',
          lines: [
            messages.mixGapAdded(item.description, formatQuantityWithUnit(item.quantity, item.unit)),
            ...notes,
          ],
        });
      } catch (error) {
        setNotice({
          color: 'yellow',
          lines: [error instanceof CartError ? error.message : messages.saveFailed],
        });
      }
    },
    [cart, allowedLists],
  );

  const wanted = params.get('mix');
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!wanted || !gap || handled.current === wanted) return;
    handled.current = wanted;
    setParams(
      (current) => {
        current.delete('mix');
        return current;
      },
      { replace: true },
    );
    const product = gap.products.find((candidate) => candidate.product_uuid === wanted);
    if (!product) setNotice({ color: 'yellow', lines: [messages.mixGapGone] });
    else if (inCart.has(wanted))
      setNotice({ color: 'teal', lines: [messages.mixGapAlreadyIn(product.description)] });
    else void add(product);
  }, [wanted, gap, inCart, add, setParams]);

  return { gap, missing, add, notice, dismiss: () => setNotice(null) };
}
