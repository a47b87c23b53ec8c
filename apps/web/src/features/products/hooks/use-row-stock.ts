import { stockAvailable, stockMessages } from '@rota/domain';
import { useMemo } from 'react';
import { useNow } from '#lib/clock/use-now.ts';
import type { ProductRow } from '#lib/db/my-pwa-db.ts';
import { useStockBook } from '#lib/stock/index.ts';
import type { RowStock } from '../model/row-stock.ts';

const MINUTE_MS = 60_000;

/**
 * Each listed product's stock on this device ("90 UN · há 2 h", docs/domain.md "Stock"), or
 * undefined when the ERP sends the company none (the list then has no stock at all). A product's
 * answer is kept until the stock, the reserving orders or the minute change, so the rows a
 * keystroke repaints get the same object and stay memoised.
 */
export function useRowStock(): ((product: ProductRow) => RowStock | null) | undefined {
  const book = useStockBook();
  const now = useNow(MINUTE_MS);
  return useMemo(() => {
    if (!book?.any) return undefined;
    const shown = new Map<string, RowStock | null>();
    return (product: ProductRow) => {
      let stock = shown.get(product.uuid);
      if (stock === undefined) {
        const figures = book.figuresOf(product);
        stock = figures
          ? { text: stockMessages.available(figures, product.unit, now), out: stockAvailable(figures) <= 0 }
          : null;
        shown.set(product.uuid, stock);
      }
      return stock;
    };
  }, [book, now]);
}
