import { api } from '@rota/contract';
import type { AppDeps } from '../../app-deps.ts';
import { bind } from '../../http/bind-call.ts';
import { companyByCnpj, sessionCompany, sessionCompanyConfig } from './companies.service.ts';

/** §7 Companies. A session sees only its own company: any other id answers 404. */
export function companiesRoutes({ db }: AppDeps) {
  return [
    bind(api.companies.byCnpj, async ({ params }) => ({ data: await companyByCnpj(db, params.cnpj) })),
    bind(api.companies.get, async ({ params, auth }) => ({
      data: await sessionCompany(db, auth, params.id),
    })),
    bind(api.companies.config, async ({ params, auth }) => ({
      data: await sessionCompanyConfig(db, auth, params.company_id),
    })),
    bind(api.companies.configSync, async ({ params, auth }) => ({
      data: await sessionCompanyConfig(db, auth, params.company_id),
    })),
  ];
}
