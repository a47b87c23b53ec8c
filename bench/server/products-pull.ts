import { API_BASE, api, buildCallPath } from '@rota/contract';
import autocannon, { type AutocannonResult } from 'autocannon';
import { medianOf } from '../stats.ts';
import type { DirectDriver } from './direct-driver.ts';

/** The largest page the contract allows (`syncQuerySchema`). */
export const PAGE_SIZE = 5_000;
const productsPath = `${API_BASE}${buildCallPath(api.catalogue.products)}`;

export interface PullFigure {
  ms: number;
  rows: number;
  pages: number;
  bytes: number;
  runsMs: number[];
}

export type HttpPull = PullFigure | { missing: number };

class PullStatusError extends Error {
  constructor(
    readonly status: number,
    body: string,
  ) {
    super(`GET products/all respondeu ${status}: ${body.slice(0, 300)}`);
  }
}

/**
 * One full pull as the device does it: pages of 5,000 with the cursor of the page before, until
 * `has_more` is false. Timed from each request to the end of its body; the client's JSON.parse
 * (needed for the next cursor) is not counted, as the direct read has no such step.
 */
async function fullPull(baseUrl: string, session: string): Promise<Omit<PullFigure, 'runsMs'>> {
  let since: string | undefined;
  let ms = 0;
  let rows = 0;
  let pages = 0;
  let bytes = 0;
  for (;;) {
    const url = new URL(productsPath, baseUrl);
    url.searchParams.set('limit', String(PAGE_SIZE));
    if (since) url.searchParams.set('since', since);
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${session}` } });
    const text = await response.text();
    ms += performance.now() - started;
    if (response.status !== 200) throw new PullStatusError(response.status, text);
    const page = JSON.parse(text) as { data: unknown[]; meta: { cursor: string; has_more: boolean } };
    rows += page.data.length;
    pages += 1;
    bytes += Buffer.byteLength(text);
    since = page.meta.cursor;
    if (!page.meta.has_more) return { ms, rows, pages, bytes };
  }
}

/** The full pull over HTTP, median of `runs` after a warm-up; `{ missing }` when the route is absent. */
export async function measureHttpPull(baseUrl: string, session: string, runs: number): Promise<HttpPull> {
  try {
    return await medianOf(runs, () => fullPull(baseUrl, session));
  } catch (error) {
    if (error instanceof PullStatusError && (error.status === 404 || error.status === 405))
      return { missing: error.status };
    throw error;
  }
}

/** The same rows read with the driver in one query and serialised, median of `runs`. */
export async function measureDirectRead(
  driver: DirectDriver,
  companyId: number,
  runs: number,
): Promise<PullFigure> {
  return medianOf(runs, async () => {
    const started = performance.now();
    const rows = await driver.query(
      'select * from products where company_id = $1 and deleted_at is null order by version',
      [companyId],
    );
    const json = JSON.stringify(rows);
    return { ms: performance.now() - started, rows: rows.length, pages: 1, bytes: Buffer.byteLength(json) };
  });
}

/** autocannon against one page (`limit=5000`) for `duration` seconds. */
export function loadProductsPage(
  baseUrl: string,
  session: string,
  options: { connections: number; duration: number },
): Promise<AutocannonResult> {
  return autocannon({
    url: `${baseUrl}${productsPath}?limit=${PAGE_SIZE}`,
    headers: { authorization: `Bearer ${session}` },
    connections: options.connections,
    duration: options.duration,
    timeout: 60,
  });
}
