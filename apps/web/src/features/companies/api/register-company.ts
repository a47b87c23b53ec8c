import { api } from '@rota/contract';
import type { Company } from '@rota/domain';
import { saveCompany } from '#lib/db/config-db.ts';
import { callApi } from '#lib/http/http-client.ts';

/**
 * Nova Empresa (§7 Companies): finds the company by its CNPJ (wire form, 14 characters, sent as
 * path parameter and, as §7 says, as the same object in the query) and keeps it in the local
 * `db` database, so login works offline from then on. Its config needs a session: the initial
 * sync after login stores it.
 */
export async function registerCompany(cnpj: string): Promise<Company> {
  const company = await callApi(api.companies.byCnpj, { params: { cnpj }, query: { cnpj } });
  await saveCompany(company);
  return company;
}
