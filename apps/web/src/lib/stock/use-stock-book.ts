import { useLiveQuery } from 'dexie-react-hooks';
import { useAuth } from '../auth/index.ts';
import { NO_STOCK_BOOK, readStockBook, type StockBook, type StockBookScope } from './stock-book.ts';

/**
 * The stock this device knows, read live: a stock sync, an order finished here or one the ERP
 * integrated changes it at once. Undefined while it is first read.
 */
export function useStockBook(scope: StockBookScope = {}): StockBook | undefined {
  const { companyId } = useAuth();
  const exceptSaleUuid = scope.exceptSaleUuid ?? '';
  // One key for the dependency list: a new array of the same codes reads nothing again.
  const codeKey = scope.codes ? [...new Set(scope.codes)].sort().join('\n') : null;
  return useLiveQuery(
    () =>
      companyId === null
        ? NO_STOCK_BOOK
        : readStockBook(companyId, {
            exceptSaleUuid,
            ...(codeKey === null ? {} : { codes: codeKey ? codeKey.split('\n') : [] }),
          }),
    [companyId, exceptSaleUuid, codeKey],
  );
}
