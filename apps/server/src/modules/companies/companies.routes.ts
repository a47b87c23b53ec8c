import { api } from '@rota/contract';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../errors/service-error.ts';
import { bind } from '../../http/bind-call.ts';
import {
  ensureCompanyConfig,
  findCompanyByCnpj,
  findCompanyById,
  toCompanyConfig,
} from './companies.repository.ts';

const unknownCompany = 'Empresa não encontrada para este CNPJ';

/** §7 Companies. A session sees only its own company: any other id answers 404. */
export function companiesRoutes({ db }: AppDeps) {
  return [
    bind(api.companies.byCnpj, async ({ params }) => {
      const company = await findCompanyByCnpj(db, params.cnpj);
      if (!company) throw notFound(unknownCompany);
      return { data: company };
    }),
    bind(api.companies.get, async ({ params, auth }) => {
      const company = params.id === auth.companyId ? await findCompanyById(db, params.id) : null;
      if (!company) throw notFound();
      return { data: company };
    }),
    bind(api.companies.config, async ({ params, auth }) => {
      if (params.company_id !== auth.companyId) throw notFound();
      return { data: toCompanyConfig(await ensureCompanyConfig(db, auth.companyId)) };
    }),
    bind(api.companies.configSync, async ({ params, auth }) => {
      if (params.company_id !== auth.companyId) throw notFound();
      return { data: toCompanyConfig(await ensureCompanyConfig(db, auth.companyId)) };
    }),
  ];
}
