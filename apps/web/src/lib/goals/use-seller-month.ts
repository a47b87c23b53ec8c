import { useLiveQuery } from 'dexie-react-hooks';
import { useAuth } from '../auth/index.ts';
import { useToday } from '../clock/use-today.ts';
import { readSellerMonth, type SellerMonth } from './seller-month.ts';

/**
 * The logged-in seller's month for its goals, read live on today's São Paulo day: a sale finished
 * here, a status the ERP changed or a goal synced shows at once. `products` as `readSellerMonth`.
 */
export function useSellerMonth(products: readonly string[] = []): SellerMonth | undefined {
  const { session, companyId } = useAuth();
  const today = useToday();
  const sellerId = session?.seller.id ?? null;
  const sellerCode = session?.seller.code_erp ?? null;
  const productKey = [...new Set(products)].sort().join('\n');
  return useLiveQuery(
    async () =>
      companyId === null || sellerId === null
        ? undefined
        : readSellerMonth(
            { companyId, sellerId, sellerCode },
            today,
            productKey ? productKey.split('\n') : [],
          ),
    [companyId, sellerId, sellerCode, today, productKey],
  );
}
