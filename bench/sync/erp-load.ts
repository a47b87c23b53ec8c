import { BULK_MAX_ROWS, buildCallPath, INTEGRATION_BASE, integration } from '@rota/contract';
import { ERP_SMALL_TABLES, erpClients, erpFinancials, erpPriceLists, erpProducts } from './erp-rows.ts';
import { SYNC_SELLER_CODE } from './sync-company.ts';

type Row = Record<string, unknown>;

/** How big the company is: the 20,000 clients, 50,000 products, 100,000 price rows. */
export interface CompanySize {
  clients: number;
  products: number;
}

/** What one entity's load took: rows sent, calls made, and the time of those calls. */
export interface EntityLoad {
  entity: string;
  rows: number;
  calls: number;
  ms: number;
}

class BulkError extends Error {}

/**
 * Sends `rows` to one bulk call of the integration API in batches of `BULK_MAX_ROWS`, as an
 * ERP does (docs/integration.md); any refused row stops the bench, since the pull would then
 * measure less than it says.
 */
async function sendBulk(
  baseUrl: string,
  key: string,
  call: { path: string; name: string },
  rows: readonly Row[],
): Promise<EntityLoad> {
  const url = `${baseUrl}${INTEGRATION_BASE}${buildCallPath(call)}`;
  const started = performance.now();
  let calls = 0;
  for (let from = 0; from < rows.length; from += BULK_MAX_ROWS) {
    const batch = rows.slice(from, from + BULK_MAX_ROWS);
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ rows: batch }),
    });
    const text = await response.text();
    calls += 1;
    if (response.status !== 200)
      throw new BulkError(`${call.name} respondeu ${response.status}: ${text.slice(0, 500)}`);
    const result = (JSON.parse(text) as { data: { upserted: number; errors: unknown[] } }).data;
    if (result.errors.length > 0 || result.upserted !== batch.length)
      throw new BulkError(`${call.name} recusou linhas: ${JSON.stringify(result.errors.slice(0, 3))}`);
  }
  return { entity: call.name, rows: rows.length, calls, ms: performance.now() - started };
}

/**
 * Builds the company through `/integration/v1`: the small tables first, then clients (all in
 * the seller's wallet), products, one price row per product and list, titles and checks.
 */
export async function loadCompanyThroughErp(
  baseUrl: string,
  key: string,
  size: CompanySize,
): Promise<EntityLoad[]> {
  const { catalogue, clients, access, financials } = integration;
  const clientRows = erpClients(size.clients, SYNC_SELLER_CODE);
  const productRows = erpProducts(size.products);
  const { titles, checks } = erpFinancials(clientRows);
  const plan: [{ path: string; name: string }, readonly Row[]][] = [
    [access.teams, ERP_SMALL_TABLES.teams],
    [catalogue.formPayments, ERP_SMALL_TABLES.formPayments],
    [catalogue.conditionPayments, ERP_SMALL_TABLES.conditionPayments],
    [catalogue.channels, ERP_SMALL_TABLES.channels],
    [catalogue.finalities, ERP_SMALL_TABLES.finalities],
    [catalogue.volumes, ERP_SMALL_TABLES.volumes],
    [catalogue.descParameters, ERP_SMALL_TABLES.descParameters],
    [clients.clients, clientRows],
    [catalogue.products, productRows],
    [catalogue.priceLists, erpPriceLists(productRows)],
    [financials.financialTitles, titles],
    [financials.checks, checks],
  ];
  const loads: EntityLoad[] = [];
  for (const [call, rows] of plan) loads.push(await sendBulk(baseUrl, key, call, rows));
  return loads;
}
