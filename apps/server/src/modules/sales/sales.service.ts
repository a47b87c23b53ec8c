import { api, errorMessages, type RealtimeEvent } from '@rota/contract';
import {
  approvalOnSend,
  approvalStockOf,
  BOUNDED_DATE_FIELDS,
  can,
  cartTotals,
  dateBoundErrors,
  isActiveSaleStatus,
  SALE_STATUSES,
  type SaleReferences,
  type SaleStatus,
  type SalesReport,
  SaleTransitionError,
  saleApprovalReasons,
  saleErrors,
  transitionSale,
} from '@rota/domain';
import type { AppDeps } from '../../app-deps.ts';
import { companyWrite } from '../../db/company-write.ts';
import type { Executor } from '../../db/database.ts';
import { uniqueViolation } from '../../db/postgres-error.ts';
import { conflict, notFound, unprocessable } from '../../errors/service-error.ts';
import type { SessionAuth } from '../../http/auth/auth-context.ts';
import { wireTimestamp } from '../../sync/driver-row.ts';
import { idempotencyRecord, idempotentWrite } from '../../sync/idempotent-write.ts';
import { syncEnvelope } from '../../sync/pull-page.ts';
import {
  bakeryChanged,
  bakeryLinesOf,
  type ChangedLines,
  isBakerySale,
  syncSaleBakeryLines,
} from '../bakery/index.ts';
import type { SaleBody } from './sale-body.ts';
import { saleApprovalEvent, saleStatusEvent } from './sale-events.ts';
import { loadSaleReads, type SaleWriteReads, type StoredSale } from './sale-references.repository.ts';
import {
  aggregateSales,
  findScopedSale,
  insertNewSale,
  loadSyncedSale,
  pullSales,
  replaceSaleLines,
  type SaleRow,
  type SaleScope,
  type SyncedSale,
  setSaleNotes,
  syncedSale,
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

function inScope(row: Pick<SaleRow, 'company_id' | 'seller_id'>, scope: SaleScope): boolean {
  return row.company_id === scope.companyId && (scope.sellerId === null || row.seller_id === scope.sellerId);
}

/**
 * Whether a resend may change the stored sale (DESIGN.md "Conflict policy"): a sale is the
 * seller's while Aberto or Aguardando Finalizar, moving only as the domain allows; once
 * Finalizado (or removed) it is the server's and a different body is a 409. With today's
 * domain table every status a body may carry is reachable from an active one, so the transition
 * check only bites if the table narrows; it answers the domain's pt-BR message then.
 */
function assertSellerMayChange(stored: StoredSale, to: SaleBody['status']): void {
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
    finality_code_erp: body.finality_code_erp,
    channel_code_erp: body.channel_code_erp,
    number: body.number,
    total: cartTotals(body).net,
  };
}

/**
 * Answers 422 with each bad field named when the sale breaks the domain's `saleErrors` or has a
 * date out of its bound (docs/server.md "Dates"; a resend keeps the stored sale's dates).
 */
function checkSale(body: SaleBody, references: SaleReferences, now: Date, stored: StoredSale | null): void {
  const errors = {
    ...saleErrors(body, references),
    ...dateBoundErrors(body, BOUNDED_DATE_FIELDS.sale, now, stored ? { stored } : {}),
  };
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}

/**
 * The approval fields of a sale the seller sends (docs/domain.md "Approval"): a finished sale
 * that breaks a rule a supervisor may release waits, with the client's credit and its products'
 * stock (when the company checks it) as read now; the
 * rest as `approvalOnSend` says. Run after the check, which refused anything above the supervisor's.
 */
function approvalOf(body: SaleBody, references: SaleReferences, stored: StoredSale | null) {
  return approvalOnSend(stored, body, saleApprovalReasons(body, references), {
    credit: references.credit ?? null,
    stock: approvalStockOf(body.items, references.stock),
  });
}

/** Whether a write made the sale begin to wait: the approvers hear of it (`sale.approval`). */
function beganToWait(before: StoredSale | null, after: Pick<SyncedSale, 'approval_status'>): boolean {
  return after.approval_status === 'Aguardando' && before?.approval_status !== 'Aguardando';
}

/**
 * A sale no stored sale has the uuid of, read outside any transaction: checked (422), then
 * stored with its lines, its idempotency record and its bakery lines in one statement that
 * registers, writes and commits (`insertNewSale`). The bakery lines are built from the
 * categories the check read (`bakeryLinesOf`; a new sale has no ERP delivery yet). Null when
 * another write of the same uuid stored it meanwhile: nothing was written, and the caller
 * answers as for a stored sale.
 */
async function writeNewSale(
  deps: AppDeps,
  auth: SessionAuth,
  body: SaleBody,
  reads: SaleWriteReads,
  now: Date,
): Promise<{ sale: SyncedSale; version: bigint; bakery: ChangedLines } | null> {
  checkSale(body, reads.references, now, null);
  const values = {
    ...saleChanges(body),
    ...approvalOf(body, reads.references, null),
    approval_decisions: [],
    uuid: body.uuid,
    company_id: auth.companyId,
    seller_id: auth.seller.id,
    seller_name: auth.seller.name,
    received_at: now,
    code_erp: '',
    reason_canceled: null,
    failure_message: null,
  };
  const answer = (updatedAt: Date) =>
    syncedSale(
      { ...values, version: 0n, updated_at: updatedAt, deleted_at: null },
      body.items,
      body.payments,
    );
  const key = { companyId: auth.companyId, callName: api.sales.create.name, key: body.uuid, body };
  // The record's `updated_at` is set to the row's by the statement that writes both.
  const record = idempotencyRecord(key, { data: answer(now) }, new Date());
  const bakery = isBakerySale(values)
    ? bakeryLinesOf(
        values,
        [...body.items]
          .sort((a, b) => a.id - b.id)
          .map((item) => ({ ...item, category: reads.categories.get(item.product_uuid) ?? null })),
        null,
      )
    : [];
  const written = await insertNewSale(deps.db, values, body, record, bakery);
  if (!written) return null;
  return {
    sale: answer(new Date(wireTimestamp(written.updatedAt))),
    version: written.version,
    bakery: written.bakery,
  };
}

/**
 * A resend of a stored sale, in the company's write transaction holding the sale's record lock:
 * 404 outside the caller's scope; the same body answers the first answer; another body rewrites
 * the sale (lines replaced) while it is the seller's, else 409.
 */
function writeStoredSale(
  deps: AppDeps,
  auth: SessionAuth,
  body: SaleBody,
  now: Date,
  announcements: RealtimeEvent[],
): Promise<{ data: SyncedSale }> {
  return companyWrite(
    deps.db,
    auth.companyId,
    async (tx) => {
      const { stored, references } = await loadSaleReads({ tx }, auth, body, now);
      if (!stored) throw new Error(`venda ${body.uuid} sumiu durante a gravação`);
      if (!inScope(stored, saleScope(auth))) throw notFound();
      const key = { companyId: auth.companyId, callName: api.sales.create.name, key: body.uuid, body };
      const { result } = await idempotentWrite(tx, key, async () => {
        assertSellerMayChange(stored, body.status);
        checkSale(body, references, now, stored);
        const row = await updateSaleRow(tx, stored.uuid, {
          ...saleChanges(body),
          ...approvalOf(body, references, stored),
        });
        const lines = await replaceSaleLines(tx, row.uuid, body);
        const sale = toSyncedSale(row, lines.items, lines.payments);
        if (stored.status !== row.status) announcements.push(saleStatusEvent(sale, row.version));
        if (beganToWait(stored, sale)) announcements.push(saleApprovalEvent(sale, row.version));
        const bakery = bakeryChanged(row.company_id, await syncSaleBakeryLines(tx, row));
        if (bakery) announcements.push(bakery);
        return { data: sale };
      });
      return result;
    },
    // A sale's rules hold sale by sale: one company's sales are written side by side.
    { concurrent: true, record: body.uuid },
  );
}

/**
 * `POST sales`: the sale, its items and its payments in one transaction, idempotent by the
 * sale's uuid. Before anything is written the sale is checked by the domain's `saleErrors`
 * against the company's catalogue, the seller's clients and the company's discount limits, the
 * same rule the checkout runs on the device (422 with each bad field named); a finished sale
 * with a discount above the seller's limit but within the supervisor's is stored waiting for
 * approval, with its reasons (docs/domain.md "Approval"). The same body again
 * answers the first answer and changes nothing; a different body rewrites the sale while it is
 * still the seller's, and is a 409 once the server owns it. The company and the seller come from
 * the session (a new sale is the caller's; a supervisor's resend of another seller's sale keeps
 * its seller). After commit, a new or changed status is announced as `sale.status`, and a sale
 * that began to wait for a supervisor as `sale.approval`.
 *
 * A new sale — the common case — takes two round trips to PostgreSQL: one read of everything
 * the check needs, one statement that writes it, its bakery lines included, and commits. A resend, or a new sale whose uuid
 * another write stored meanwhile, goes through the company's write transaction instead.
 */
export async function createSale(
  deps: AppDeps,
  auth: SessionAuth,
  body: SaleBody,
  now: Date,
): Promise<{ data: SyncedSale }> {
  const announcements: RealtimeEvent[] = [];
  let written: { data: SyncedSale } | null = null;
  try {
    const reads = await loadSaleReads({ db: deps.db }, auth, body, now);
    if (!reads.stored) {
      const created = await writeNewSale(deps, auth, body, reads, now);
      if (created) {
        announcements.push(saleStatusEvent(created.sale, created.version));
        if (beganToWait(null, created.sale))
          announcements.push(saleApprovalEvent(created.sale, created.version));
        const bakery = bakeryChanged(auth.companyId, created.bakery);
        if (bakery) announcements.push(bakery);
        written = { data: created.sale };
      }
    }
    written ??= await writeStoredSale(deps, auth, body, now, announcements);
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
  return companyWrite(
    deps.db,
    auth.companyId,
    async (tx) => {
      const stored = await findScopedSale(tx, saleScope(auth), uuid);
      if (!stored) throw notFound();
      const row = stored.notes === value ? stored : await setSaleNotes(tx, uuid, value);
      return { data: await loadSyncedSale(tx, row) };
    },
    { record: uuid },
  );
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
