import { api, errorMessages, type RealtimeEvent } from '@rota/contract';
import {
  can,
  cartTotals,
  isActiveSaleStatus,
  SALE_STATUSES,
  type SaleStatus,
  type SalesReport,
  SaleTransitionError,
  saleErrors,
  transitionSale,
} from '@rota/domain';
import type { AppDeps } from '../../app-deps.ts';
import { companyWrite } from '../../db/company-write.ts';
import type { Executor } from '../../db/database.ts';
import { uniqueViolation } from '../../db/postgres-error.ts';
import { conflict, notFound, unprocessable } from '../../errors/service-error.ts';
import type { SessionAuth } from '../../http/auth/auth-context.ts';
import { idempotentWrite } from '../../sync/idempotent-write.ts';
import { syncEnvelope } from '../../sync/pull-page.ts';
import type { SaleBody } from './sale-body.ts';
import { loadSaleReferences } from './sale-references.repository.ts';
import {
  aggregateSales,
  findSaleByUuid,
  findScopedSale,
  insertSaleRow,
  loadSyncedSale,
  pullSales,
  replaceSaleLines,
  type SaleRow,
  type SaleScope,
  type SyncedSale,
  setSaleNotes,
  toSyncedSale,
  updateSaleRow,
} from './sales.repository.ts';

export const salesMessages = {
  itemOfAnotherSale:
    'Um item desta venda já pertence a outra venda. Gere novos identificadores para os itens.',
  periodReversed: 'A data final deve ser depois da inicial',
} as const;

/** The sales a session sees: its company's, and only its own unless the profile grants "all". */
export function saleScope(auth: SessionAuth): SaleScope {
  return {
    companyId: auth.companyId,
    sellerId: can(auth.profile, 'canViewAllSales') ? null : auth.seller.id,
  };
}

function inScope(row: SaleRow, scope: SaleScope): boolean {
  return row.company_id === scope.companyId && (scope.sellerId === null || row.seller_id === scope.sellerId);
}

/**
 * Whether a resend may change the stored sale (DESIGN.md "Conflict policy"): a sale is the
 * seller's while Aberto or Aguardando Finalizar, moving only as the domain allows; once
 * Finalizado (or removed) it is the server's and a different body is a 409. With today's
 * domain table every status a body may carry is reachable from an active one, so the transition
 * check only bites if the table narrows; it answers the domain's pt-BR message then.
 */
function assertSellerMayChange(stored: SaleRow, to: SaleBody['status']): void {
  const from = stored.status;
  if (stored.deleted_at !== null || !isActiveSaleStatus(from)) throw conflict(errorMessages.conflict);
  if (from === to) return;
  try {
    transitionSale({ status: from, code_erp: '', reason_canceled: null, failure_message: null }, { to });
  } catch (error) {
    if (error instanceof SaleTransitionError) throw conflict(error.message);
    throw error;
  }
}

/**
 * What of the body the server keeps. `created_at` is the device's clock, kept as information;
 * the ERP's fields (`code_erp`, `reason_canceled`, `failure_message`) are the server's and are
 * never taken from a seller; `total` is the domain's net total of the lines.
 */
function saleChanges(body: SaleBody) {
  return {
    client_uuid: body.client_uuid,
    client: body.client,
    status: body.status,
    created_at: new Date(body.created_at),
    competence_at: body.competence_at,
    pre_sale: body.pre_sale,
    type: body.type,
    delivery_address: body.delivery_address,
    notes: body.notes,
    total: cartTotals(body).net,
  };
}

async function writeSale(
  tx: Executor,
  auth: SessionAuth,
  body: SaleBody,
  stored: SaleRow | null,
  now: Date,
): Promise<SaleRow> {
  if (stored) return updateSaleRow(tx, stored.uuid, saleChanges(body));
  return insertSaleRow(tx, {
    ...saleChanges(body),
    uuid: body.uuid,
    company_id: auth.companyId,
    seller_id: auth.seller.id,
    received_at: now,
    code_erp: '',
    reason_canceled: null,
    failure_message: null,
  });
}

/**
 * `POST sales`: the sale, its items and its payments in one transaction, idempotent by the
 * sale's uuid. Before anything is written the sale is checked by the domain's `saleErrors`
 * against the company's catalogue, the seller's clients and the company's discount limit, the
 * same rule the checkout runs on the device (422 with each bad field named). The same body again answers the first answer and changes nothing; a different
 * body rewrites the sale while it is still the seller's, and is a 409 once the server owns it.
 * The company and the seller come from the session (a new sale is the caller's; a supervisor's
 * resend of another seller's sale keeps its seller). After commit, a new or changed status is
 * announced as `sale.status`.
 */
export async function createSale(
  deps: AppDeps,
  auth: SessionAuth,
  body: SaleBody,
  now: Date,
): Promise<{ data: SyncedSale }> {
  const scope = saleScope(auth);
  const announcements: RealtimeEvent[] = [];
  let written: { data: SyncedSale };
  try {
    written = await companyWrite(deps.db, auth.companyId, async (tx) => {
      const stored = await findSaleByUuid(tx, body.uuid);
      if (stored && !inScope(stored, scope)) throw notFound();
      const key = { companyId: auth.companyId, callName: api.sales.create.name, key: body.uuid, body };
      const { result } = await idempotentWrite(tx, key, async () => {
        if (stored) assertSellerMayChange(stored, body.status);
        const errors = saleErrors(body, await loadSaleReferences(tx, auth, body, now));
        if (Object.keys(errors).length > 0) throw unprocessable(errors);
        const row = await writeSale(tx, auth, body, stored, now);
        const lines = await replaceSaleLines(tx, row.uuid, body, { existing: stored !== null });
        if (stored?.status !== row.status) {
          announcements.push({
            type: 'sale.status',
            company_id: row.company_id,
            seller_id: row.seller_id,
            sale_uuid: row.uuid,
            status: row.status,
            cursor: String(row.version),
          });
        }
        return { data: toSyncedSale(row, lines.items, lines.payments) };
      });
      return result;
    });
  } catch (error) {
    const violation = uniqueViolation(error);
    if (!violation) throw error;
    // The transaction rolled back: nothing of the sale was stored.
    throw conflict(
      violation.constraint?.startsWith('sale_items')
        ? salesMessages.itemOfAnotherSale
        : errorMessages.conflict,
    );
  }
  for (const event of announcements) deps.events.publish(event);
  return written;
}

/**
 * `POST sales/{uuid}/notes`: notes are information, so any status takes them. The same notes
 * again change nothing (no new version); empty notes clear them.
 */
export async function addSaleNotes(
  deps: AppDeps,
  auth: SessionAuth,
  uuid: string,
  notes: string,
): Promise<{ data: SyncedSale }> {
  const value = notes === '' ? null : notes;
  return companyWrite(deps.db, auth.companyId, async (tx) => {
    const stored = await findScopedSale(tx, saleScope(auth), uuid);
    if (!stored) throw notFound();
    const row = stored.notes === value ? stored : await setSaleNotes(tx, uuid, value);
    return { data: await loadSyncedSale(tx, row) };
  });
}

/** `GET sales/report-seller`: counts and totals per status, per day and overall, from SQL. */
export async function salesReport(
  db: Executor,
  auth: SessionAuth,
  period: { from: string; to: string },
): Promise<SalesReport> {
  if (period.from > period.to) throw unprocessable({ to: [salesMessages.periodReversed] });
  const rows = await aggregateSales(db, saleScope(auth), period);
  const byStatus = rows
    .filter(
      (row): row is (typeof rows)[number] & { status: SaleStatus } => row.byStatus && row.status !== null,
    )
    .sort((a, b) => SALE_STATUSES.indexOf(a.status) - SALE_STATUSES.indexOf(b.status));
  const byDay = rows.filter((row) => row.byDay).sort((a, b) => ((a.date ?? '') < (b.date ?? '') ? -1 : 1));
  const overall = rows.find((row) => !row.byStatus && !row.byDay);
  return {
    from: period.from,
    to: period.to,
    by_status: byStatus.map((row) => ({
      status: row.status,
      count: row.count,
      total: row.total,
    })),
    by_day: byDay.map((row) => ({ date: row.date ?? '', count: row.count, total: row.total })),
    count: overall?.count ?? 0,
    total: overall?.total ?? 0,
  };
}

/**
 * A page of the sales the session sees (`all-seller`), or only those in one status
 * (`all-processed`, `all-canceled`): a sale that leaves the status stops coming in that delta;
 * the device learns its new status from all-seller.
 */
export async function pullSellerSales(
  db: Executor,
  auth: SessionAuth,
  query: { since?: string | undefined; limit?: number | undefined },
  status?: 'Processado' | 'Cancelado',
) {
  return syncEnvelope(await pullSales(db, saleScope(auth), { ...query, ...(status ? { status } : {}) }));
}
