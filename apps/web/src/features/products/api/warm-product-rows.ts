import { myPwaDb, type ProductRow } from '#lib/db/my-pwa-db.ts';

/** How long rows read ahead wait for the screen before they are let go (their memory with them). */
export const WARM_PRODUCT_ROWS_MS = 120_000;

interface Warm {
  rows?: ProductRow[];
}

let warm: Warm | null = null;

/**
 * Reads the whole products table ahead of the Produtos screen, while the seller is elsewhere in
 * the seller area (DESIGN.md "Budgets"; docs/bench.md "The products screen": reading 50,000
 * products cold took most of the 1.7 s the first open took on the bench machine). The screen
 * takes the rows once and shows them while its own live query reads the table again, so what it
 * shows is never older than that read. Untaken rows are dropped after `WARM_PRODUCT_ROWS_MS`.
 */
export function warmProductRows(): void {
  if (warm) return;
  const entry: Warm = {};
  warm = entry;
  const forget = () => {
    if (warm === entry) warm = null;
  };
  myPwaDb.products
    .toArray()
    .then((rows) => {
      entry.rows = rows;
      setTimeout(forget, WARM_PRODUCT_ROWS_MS);
    })
    .catch(forget);
}

/** The rows read ahead, if they are there: given once, then forgotten. */
export function takeWarmProductRows(): ProductRow[] | undefined {
  const rows = warm?.rows;
  if (rows) warm = null;
  return rows;
}
