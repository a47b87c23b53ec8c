import type { CompanyConfig, Profile, Seller, Team } from '@rota/domain';
import { jsonResponse } from './json-response.ts';

interface VersionedRow {
  version: number;
  row: Record<string, unknown>;
  deleted: boolean;
}

const STAMP = '2026-11-20T12:00:00.000Z';

/** The config the fake server answers for the seller's company. */
export const DEFAULT_CONFIG: CompanyConfig = {
  id: 1,
  company_id: 1,
  cart_sort_field: 'description',
  allowed_price_lists: ['T01'],
  max_discount_percent: 10,
  approval_discount_percent: 0,
  min_order_value: null,
  credit_policy: 'warn',
  stock_policy: 'warn',
  mix_gap_days: 90,
  visit_radius_m: 300,
  working_weekdays: [1, 2, 3, 4, 5],
  holidays: [],
  promotion_policy: 'best',
  allows_pre_sale: false,
  pix_key: null,
  pix_merchant_city: null,
  sync_interval_s: 300,
};

/**
 * An in-memory stand-in for the server's pull calls, answering `fetch` the way DESIGN.md "Sync"
 * describes: rows with `version > since` in version order, `limit` at a time, `meta.cursor` the
 * last row's version, `has_more`; without `since` a snapshot without tombstones.
 */
export function createFakeSyncServer(options: { profiles: Profile[]; seller: Seller; teams?: Team[] }) {
  let version = 0;
  const tables = new Map<string, VersionedRow[]>();
  const requests: string[] = [];
  let failNext: ((path: string) => Response | null) | null = null;

  function rowsOf(path: string): VersionedRow[] {
    const rows = tables.get(path) ?? [];
    tables.set(path, rows);
    return rows;
  }

  return {
    requests,
    /** Inserts or updates rows of a `…/all` path (e.g. `products/all`), bumping their version. */
    upsert(path: string, rows: Record<string, unknown>[], key = 'uuid') {
      const list = rowsOf(path);
      for (const row of rows) {
        const index = list.findIndex((entry) => entry.row[key] === row[key]);
        if (index >= 0) list.splice(index, 1);
        version += 1;
        list.push({ version, row, deleted: false });
      }
    },
    /** Turns rows into tombstones. */
    remove(path: string, keys: unknown[], key = 'uuid') {
      const list = rowsOf(path);
      for (const value of keys) {
        const index = list.findIndex((entry) => entry.row[key] === value);
        const entry = list[index];
        if (!entry) continue;
        list.splice(index, 1);
        version += 1;
        list.push({ version, row: entry.row, deleted: true });
      }
    },
    /** The next matching request answers this instead (return null to let it through). */
    failOnce(handler: (path: string) => Response | null) {
      failNext = handler;
    },
    fetch: async (input: string | URL | Request): Promise<Response> => {
      const url = new URL(String(input), 'http://rota.test');
      const path = url.pathname.replace(/^\/api\//, '');
      requests.push(`${path}${url.search}`);
      if (failNext) {
        const answer = failNext(path);
        if (answer) {
          failNext = null;
          return answer;
        }
      }
      if (path === 'profiles') return jsonResponse({ data: options.profiles });
      if (path === 'teams') return jsonResponse({ data: options.teams ?? [] });
      if (path === 'sellers/seller') return jsonResponse({ data: options.seller });
      if (path === `companies/${options.seller.company_id}/config`)
        return jsonResponse({ data: { ...DEFAULT_CONFIG, company_id: options.seller.company_id } });
      if (path === 'devices/sync') {
        const { seller } = options;
        return jsonResponse({
          data: {
            id: 1,
            deviceId: 'registrado',
            seller_id: seller.id,
            company_id: seller.company_id,
            last_login_at: STAMP,
            last_sync_at: STAMP,
          },
        });
      }
      const sinceParam = url.searchParams.get('since');
      const since = sinceParam === null ? null : Number(sinceParam);
      const limit = Number(url.searchParams.get('limit') ?? 1000);
      const matching = rowsOf(path)
        .filter((entry) => (since === null ? !entry.deleted : entry.version > since))
        .sort((a, b) => a.version - b.version);
      const page = matching.slice(0, limit);
      const last = page.at(-1);
      return jsonResponse({
        data: page.map((entry) => ({
          ...entry.row,
          updated_at: STAMP,
          deleted_at: entry.deleted ? STAMP : null,
        })),
        meta: {
          cursor: String(last ? last.version : (since ?? 0)),
          has_more: matching.length > page.length,
        },
      });
    },
  };
}
