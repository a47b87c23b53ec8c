import { can } from '@rota/domain';
import type { Executor } from '../../db/database.ts';
import { notFound } from '../../errors/service-error.ts';
import type { SessionAuth } from '../../http/auth/auth-context.ts';
import { type ClientOfCompany, isSellersClient } from './financials.repository.ts';

/**
 * The client whose titles or checks a session may read: any ERP code of the company for a
 * profile granting canViewAllClients; otherwise only a client of the seller's own (404 for
 * another seller's client, an unknown one, or another company's).
 */
export async function readableClient(
  db: Executor,
  auth: SessionAuth,
  codeErpClient: string,
): Promise<ClientOfCompany> {
  const client = { companyId: auth.companyId, codeErpClient };
  if (can(auth.profile, 'canViewAllClients')) return client;
  if (!(await isSellersClient(db, client, auth.seller.code_erp))) throw notFound('Cliente não encontrado');
  return client;
}
