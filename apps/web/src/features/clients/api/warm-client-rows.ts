import { type ClientRow, myPwaDb } from '#lib/db/my-pwa-db.ts';

/** How long rows read ahead wait for the screen before they are let go (their memory with them). */
export const WARM_CLIENT_ROWS_MS = 120_000;

interface Warm {
  rows?: ClientRow[];
}

let warm: Warm | null = null;

/**
 * Reads the whole clients table ahead of the Clientes screen, while the seller is elsewhere in
 * the seller area (DESIGN.md "Budgets": first rows within 400 ms of navigation; reading 20,000
 * clients alone takes 280–390 ms on the bench machine). The screen takes the rows once and shows
 * them while its own live query reads the table again, so what it shows is never older than that
 * read. Untaken rows are dropped after `WARM_CLIENT_ROWS_MS`.
 */
export function warmClientRows(): void {
  if (warm) return;
  const entry: Warm = {};
  warm = entry;
  const forget = () => {
    if (warm === entry) warm = null;
  };
  myPwaDb.clients
    .toArray()
    .then((rows) => {
      entry.rows = rows;
      setTimeout(forget, WARM_CLIENT_ROWS_MS);
    })
    .catch(forget);
}

/** The rows read ahead, if they are there: given once, then forgotten. */
export function takeWarmClientRows(): ClientRow[] | undefined {
  const rows = warm?.rows;
  if (rows) warm = null;
  return rows;
}
