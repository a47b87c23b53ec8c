import { can, companyToday } from '@rota/domain';
import type { Executor } from '../../db/database.ts';
import { notFound } from '../../errors/service-error.ts';
import type { SessionAuth } from '../../http/auth/auth-context.ts';
import { syncEnvelope } from '../../sync/pull-page.ts';
import { sessionClientScope } from '../clients/index.ts';
import {
  type ClientOfCompany,
  isSellersClient,
  overdueTitles,
  pullChecks,
  pullScopedChecks,
  pullScopedTitles,
  pullTitles,
} from './financials.repository.ts';

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

type PageQuery = { since?: string | undefined; limit?: number | undefined };

/** `GET financials/{code}/all`: a page of the readable client's titles. */
export async function pullClientTitles(
  db: Executor,
  auth: SessionAuth,
  codeErpClient: string,
  query: PageQuery,
) {
  return syncEnvelope(await pullTitles(db, await readableClient(db, auth, codeErpClient), query));
}

/** `GET financials/{code}/overdue`: the client's titles due before today in São Paulo, unpaid. */
export async function clientOverdueTitles(db: Executor, auth: SessionAuth, codeErpClient: string, now: Date) {
  const client = await readableClient(db, auth, codeErpClient);
  return overdueTitles(db, client, companyToday(now));
}

/** `GET checks/{code}/all`: a page of the readable client's checks. */
export async function pullClientChecks(
  db: Executor,
  auth: SessionAuth,
  codeErpClient: string,
  query: PageQuery,
) {
  return syncEnvelope(await pullChecks(db, await readableClient(db, auth, codeErpClient), query));
}

/** `GET financials/all-seller`: a page of the titles of every client the session sees. */
export async function pullSellerTitles(db: Executor, auth: SessionAuth, query: PageQuery) {
  return syncEnvelope(await pullScopedTitles(db, sessionClientScope(auth), auth.companyId, query));
}

/** `GET checks/all-seller`: a page of the checks of every client the session sees. */
export async function pullSellerChecks(db: Executor, auth: SessionAuth, query: PageQuery) {
  return syncEnvelope(await pullScopedChecks(db, sessionClientScope(auth), auth.companyId, query));
}
