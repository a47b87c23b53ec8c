import type { Check, FinancialTitle } from '@rota/domain';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { checks, clients, financialTitles } from '../../db/schema/index.ts';
import { pullPage, syncMeta } from '../../sync/pull-page.ts';

type TitleRow = typeof financialTitles.$inferSelect;
type CheckRow = typeof checks.$inferSelect;

/** The titles or checks of one client of one company. */
export interface ClientOfCompany {
  companyId: number;
  codeErpClient: string;
}

export function toFinancialTitle(row: TitleRow): FinancialTitle {
  return {
    uuid: row.uuid,
    company_id: row.company_id,
    code_erp: row.code_erp,
    code_erp_client: row.code_erp_client,
    document_number: row.document_number,
    installment: row.installment,
    issue_date: row.issue_date,
    due_date: row.due_date,
    amount: row.amount,
    amount_paid: row.amount_paid,
    payment_date: row.payment_date,
    form_payment_description: row.form_payment_description,
    status: row.status,
  };
}

export function toCheck(row: CheckRow): Check {
  return {
    uuid: row.uuid,
    company_id: row.company_id,
    code_erp: row.code_erp,
    code_erp_client: row.code_erp_client,
    bank: row.bank,
    agency: row.agency,
    account: row.account,
    number: row.number,
    issuer_name: row.issuer_name,
    amount: row.amount,
    issue_date: row.issue_date,
    good_for: row.good_for,
    status: row.status,
    return_reason: row.return_reason,
  };
}

/** Whether the company has a live client with this ERP code held by this seller (§5 "the seller's"). */
export async function isSellersClient(
  db: Executor,
  client: ClientOfCompany,
  sellerCodeErp: string | null,
): Promise<boolean> {
  if (sellerCodeErp === null) return false;
  const [row] = await db
    .select({ uuid: clients.uuid })
    .from(clients)
    .where(
      and(
        eq(clients.company_id, client.companyId),
        eq(clients.code_erp, client.codeErpClient),
        eq(clients.code_erp_seller, sellerCodeErp),
        isNull(clients.deleted_at),
      ),
    )
    .limit(1);
  return row !== undefined;
}

type PullQuery = { since?: string | undefined; limit?: number | undefined };

export async function pullTitles(db: Executor, client: ClientOfCompany, query: PullQuery) {
  const page = await pullPage(db, financialTitles, {
    companyId: client.companyId,
    where: [
      eq(financialTitles.company_id, client.companyId),
      eq(financialTitles.code_erp_client, client.codeErpClient),
    ],
    ...query,
  });
  return { ...page, rows: page.rows.map((row) => ({ ...toFinancialTitle(row), ...syncMeta(row) })) };
}

export async function pullChecks(db: Executor, client: ClientOfCompany, query: PullQuery) {
  const page = await pullPage(db, checks, {
    companyId: client.companyId,
    where: [eq(checks.company_id, client.companyId), eq(checks.code_erp_client, client.codeErpClient)],
    ...query,
  });
  return { ...page, rows: page.rows.map((row) => ({ ...toCheck(row), ...syncMeta(row) })) };
}

/**
 * The titles (or checks) of every client in `scope` — the seller's clients, or all the company's
 * — as one synced table: rows whose `code_erp_client` is the ERP code of such a client. A title
 * whose client moves to another seller keeps its version, so that seller's device gets it with
 * its next full sync, not in a delta.
 */
export async function pullScopedTitles(db: Executor, scope: SQL[], companyId: number, query: PullQuery) {
  const page = await pullPage(db, financialTitles, {
    companyId,
    where: [
      eq(financialTitles.company_id, companyId),
      inArray(financialTitles.code_erp_client, clientCodes(db, scope)),
    ],
    ...query,
  });
  return { ...page, rows: page.rows.map((row) => ({ ...toFinancialTitle(row), ...syncMeta(row) })) };
}

export async function pullScopedChecks(db: Executor, scope: SQL[], companyId: number, query: PullQuery) {
  const page = await pullPage(db, checks, {
    companyId,
    where: [eq(checks.company_id, companyId), inArray(checks.code_erp_client, clientCodes(db, scope))],
    ...query,
  });
  return { ...page, rows: page.rows.map((row) => ({ ...toCheck(row), ...syncMeta(row) })) };
}

/** The ERP codes of the live clients in `scope`, as a subquery. */
function clientCodes(db: Executor, scope: SQL[]) {
  return db
    .select({ code: clients.code_erp })
    .from(clients)
    .where(and(...scope, isNull(clients.deleted_at), isNotNull(clients.code_erp)));
}

/**
 * The client's overdue titles, filtered in SQL with the domain's reading (`financial/overdue.ts`):
 * something still owed — not Pago nor Cancelado, and paid less than the amount — and a due date
 * before `today` (the São Paulo date, from the caller). Oldest due date first.
 */
export async function overdueTitles(db: Executor, client: ClientOfCompany, today: string) {
  const rows = await db
    .select()
    .from(financialTitles)
    .where(
      and(
        eq(financialTitles.company_id, client.companyId),
        eq(financialTitles.code_erp_client, client.codeErpClient),
        isNull(financialTitles.deleted_at),
        notInArray(financialTitles.status, ['Pago', 'Cancelado']),
        gt(sql`${financialTitles.amount} - ${financialTitles.amount_paid}`, 0),
        lt(financialTitles.due_date, today),
      ),
    )
    .orderBy(
      asc(financialTitles.due_date),
      asc(financialTitles.document_number),
      asc(financialTitles.installment),
      asc(financialTitles.code_erp),
    );
  return rows.map(toFinancialTitle);
}
