import type { CompanyConfig } from '@rota/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { readConfig } from '../../../lib/db/config-db.ts';

/** What a company without a stored config gets: the schema's defaults (no discount, sort by id). */
function defaults(companyId: number): CompanyConfig {
  return {
    id: 0,
    company_id: companyId,
    cart_sort_field: 'id',
    allowed_price_lists: [],
    max_discount_percent: 0,
    allows_pre_sale: false,
    sync_interval_s: 300,
  };
}

/** The company config (`db.config`, §3), read live; the defaults until one is synced. */
export function useCompanyConfig(companyId: number | null): CompanyConfig | undefined {
  return useLiveQuery(
    async () => (companyId === null ? undefined : ((await readConfig(companyId)) ?? defaults(companyId))),
    [companyId],
  );
}
