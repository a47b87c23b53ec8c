import { COMPANY_CONFIG_DEFAULTS, type CompanyConfig } from '@rota/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { readConfig } from './config-db.ts';

/** What a company without a stored config gets: the domain's defaults (no discount, sort by id). */
function defaults(companyId: number): CompanyConfig {
  return {
    ...COMPANY_CONFIG_DEFAULTS,
    allowed_price_lists: [],
    working_weekdays: [...COMPANY_CONFIG_DEFAULTS.working_weekdays],
    holidays: [],
    id: 0,
    company_id: companyId,
  };
}

/** The company config (`db.config`, §3), read live; the defaults until one is synced. */
export function useCompanyConfig(companyId: number | null): CompanyConfig | undefined {
  return useLiveQuery(
    async () => (companyId === null ? undefined : ((await readConfig(companyId)) ?? defaults(companyId))),
    [companyId],
  );
}
