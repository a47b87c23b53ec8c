import { api } from '@rota/contract';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import { ownerOf, useAuth } from '#lib/auth/index.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { type ProductListItem, productListItems } from '../api/product-list-item.ts';
import { takeWarmProductRows } from '../api/warm-product-rows.ts';

export interface ProductData {
  /** The company's active products, prepared and in description order. */
  items: ProductListItem[];
  /** Whether `MyPWA_DB.products` holds any row at all. */
  anyStored: boolean;
  /** The logged-in seller's products were pulled at least once (a cursor of theirs is stored). */
  firstSyncDone: boolean;
}

const readProducts = () => myPwaDb.products.toArray();
/** Null, not undefined, when absent: `useLiveQuery` answers undefined while it is still reading. */
const readProductsCursor = async () => (await myPwaDb.syncCursors.get(api.catalogue.products.name)) ?? null;

/**
 * The products screen's data, read live from `MyPWA_DB` (src/lib/README.md "Two ways to read
 * data"): the whole products table (DESIGN.md "Budgets": read once, filtered in memory) and the
 * products' sync cursor, to tell "not synced yet" from "no products". Undefined until both were
 * read. Rows read ahead by the seller area (`warmProductRows`) paint the first rows at once; the
 * live query's own read replaces them as soon as it answers. That read starts after the cursor's:
 * IndexedDB answers a connection's reads in turn, and 50,000 products would hold it back for the
 * length of their own read.
 */
export function useProductData(): ProductData | undefined {
  const { session, companyId } = useAuth();
  const owner = ownerOf({ session, companyId });
  const [warmRows] = useState(takeWarmProductRows);
  const cursor = useLiveQuery(readProductsCursor);
  const readNow = cursor !== undefined;
  const liveProducts = useLiveQuery(async () => (readNow ? readProducts() : undefined), [readNow]);
  const products = liveProducts ?? warmRows;
  const items = useMemo(
    () => (products && companyId !== null ? productListItems(products, companyId) : undefined),
    [products, companyId],
  );
  if (!items || !products || cursor === undefined) return undefined;
  return {
    items,
    anyStored: products.length > 0,
    firstSyncDone: cursor !== null && cursor.owner === owner,
  };
}
