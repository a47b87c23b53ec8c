import { type Product, productSearchText } from '@rota/domain';
import type { ProductRow } from './local-rows.ts';

/**
 * Products as `MyPWA_DB.products` keeps them: with `search`, the text the products screen
 * searches (description, ERP code, barcode), folded once when the row is stored (DESIGN.md
 * "Budgets": a search over 50,000 products within a frame, normalise once, not per keystroke).
 * Products come to the device only from the pulls (`sync-calls.ts`, `prepare`).
 */
export async function withProductSearch<T extends Product>(
  products: readonly T[],
): Promise<Array<T & ProductRow>> {
  return products.map((product) => ({ ...product, search: productSearchText(product) }));
}
