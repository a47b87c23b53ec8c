import { stockAvailable, stockMessages } from '@rota/domain';
import { useMemo } from 'react';
import { useNow } from '#lib/clock/use-now.ts';
import type { ProductRow } from '#lib/db/my-pwa-db.ts';
import { useStockBook } from '#lib/stock/index.ts';
import type { RowStock } from '../model/row-stock.ts';

const MINUTE_MS = 60_000;

/**
 * One product's stock as its sheet shows it, the reservations spelled out ("Estoque: 90 UN (120 UN
 * − 30 UN reservados neste aparelho) · há 2 h"); null when the ERP sends none for it.
 */
export function useProductStock(product: ProductRow): RowStock | null {
  const book = useStockBook({ codes: [product.code_erp] });
  const now = useNow(MINUTE_MS);
  return useMemo(() => {
    const figures = book?.figuresOf(product);
    return figures
      ? {
          text: stockMessages.figures(figures, product.unit, 'device', now),
          out: stockAvailable(figures) <= 0,
        }
      : null;
  }, [book, product, now]);
}
