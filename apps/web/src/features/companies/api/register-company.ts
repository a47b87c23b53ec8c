import { api } from '@rota/contract';
import type { Company } from '@rota/domain';
import { saveCompany, saveConfig } from '../../../lib/db/config-db.ts';
import { callApi } from '../../../lib/http/http-client.ts';

/**
 * Nova Empresa (§7 Companies): finds the company by its CNPJ (wire form, 14 characters, sent as
 * path parameter and, as §7 says, as the same object in the query), fetches its config and keeps
 * both in the local `db` database, so login works offline from then on. Nothing is stored unless
 * both calls answered.
 */
export async function registerCompany(cnpj: string): Promise<Company> {
  const company = await callApi(api.companies.byCnpj, { params: { cnpj }, query: { cnpj } });
  const config = await callApi(api.companies.config, { params: { company_id: company.id } });
  await saveCompany(company);
  await saveConfig(config);
  return company;
}
