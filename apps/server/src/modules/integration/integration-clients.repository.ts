import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { clients } from '../../db/schema/index.ts';

/** Rows per statement of a link batch (a CASE per row; far under PostgreSQL's parameter limit). */
const STATEMENT_ROWS = 500;

/**
 * The clients the ERP has not linked yet: the company's live clients without `code_erp` (created
 * on a device, `POST clients/newclient`).
 */
export function pendingClientsWhere(companyId: number): SQL[] {
  return [eq(clients.company_id, companyId), isNull(clients.code_erp), isNull(clients.deleted_at)];
}

/** What linking needs to know of a client. */
export interface LinkTarget {
  uuid: string;
  name: string;
  code_erp: string | null;
  deleted: boolean;
}

const linkColumns = {
  uuid: clients.uuid,
  name: clients.name,
  code_erp: clients.code_erp,
  deleted_at: clients.deleted_at,
};

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

function toTarget(row: { uuid: string; name: string; code_erp: string | null; deleted_at: Date | null }) {
  return { uuid: row.uuid, name: row.name, code_erp: row.code_erp, deleted: row.deleted_at !== null };
}

/**
 * The company's clients (deleted ones too) with the given uuids, and those holding the given ERP
 * codes — a deleted client keeps its code, so the code cannot go to another client — locked until
 * the transaction ends.
 */
export async function loadLinkTargets(
  tx: Transaction,
  companyId: number,
  uuids: readonly string[],
  codes: readonly string[],
): Promise<{ byUuid: Map<string, LinkTarget>; byCode: Map<string, LinkTarget> }> {
  const byUuid = new Map<string, LinkTarget>();
  const byCode = new Map<string, LinkTarget>();
  for (const chunk of chunks([...new Set(uuids)], STATEMENT_ROWS)) {
    const rows = await tx
      .select(linkColumns)
      .from(clients)
      .where(and(eq(clients.company_id, companyId), inArray(clients.uuid, chunk)))
      .for('update');
    for (const row of rows) byUuid.set(row.uuid, toTarget(row));
  }
  for (const chunk of chunks([...new Set(codes)], STATEMENT_ROWS)) {
    const rows = await tx
      .select(linkColumns)
      .from(clients)
      .where(and(eq(clients.company_id, companyId), inArray(clients.code_erp, chunk)))
      .for('update');
    for (const row of rows) if (row.code_erp !== null) byCode.set(row.code_erp, toTarget(row));
  }
  return { byUuid, byCode };
}

/**
 * Sets each client's `code_erp` (`uuid → code`); the trigger gives every row a new version, so
 * devices pull the code. Answers the new versions.
 */
export async function setClientCodes(
  tx: Transaction,
  companyId: number,
  links: readonly { uuid: string; code_erp: string }[],
): Promise<bigint[]> {
  const versions: bigint[] = [];
  for (const chunk of chunks(links, STATEMENT_ROWS)) {
    const cases = sql.join(
      chunk.map((link) => sql`when ${link.uuid}::uuid then ${link.code_erp}`),
      sql` `,
    );
    const rows = await tx
      .update(clients)
      .set({ code_erp: sql`case ${clients.uuid} ${cases} end` })
      .where(
        and(
          eq(clients.company_id, companyId),
          inArray(
            clients.uuid,
            chunk.map((link) => link.uuid),
          ),
        ),
      )
      .returning({ version: clients.version });
    for (const row of rows) versions.push(row.version);
  }
  return versions;
}
