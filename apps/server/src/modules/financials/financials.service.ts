import type { Executor } from '../../db/database.ts';
import { grants, type SessionAuth } from '../../http/auth/auth-context.ts';
import { notFound } from '../../http/http-error.ts';
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
  if (grants(auth, 'canViewAllClients')) return client;
  if (!(await isSellersClient(db, client, auth.seller.code_erp))) throw notFound('Cliente não encontrado');
  return client;
}
