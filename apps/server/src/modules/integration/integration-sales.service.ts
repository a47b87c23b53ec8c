import type { SaleStatusUpdate } from '@rota/contract';
import {
  isReleasedForErp,
  type Sale,
  type SaleTransition,
  SaleTransitionError,
  transitionSale,
} from '@rota/domain';
import type { AppDeps } from '../../app-deps.ts';
import { companyWrite } from '../../db/company-write.ts';
import { conflict, notFound, unprocessable } from '../../errors/service-error.ts';
import { syncEnvelope } from '../../sync/pull-page.ts';
import { bakeryChanged, syncSaleBakeryLines } from '../bakery/index.ts';
import { addNotification } from '../notifications/index.ts';
import { pullFinalizedSales, type SaleRow, saleOnTheWire } from '../sales/index.ts';
import { lockCompanySale, saveSaleStatus } from './integration-sales.repository.ts';

const NOTIFICATION_BODY_MAX = 2000;

export const integrationSalesMessages = {
  notReleased:
    'Esta venda não foi liberada para o ERP: aguarda a aprovação de um supervisor ou foi reprovada.',
} as const;

/**
 * The company's sales waiting for the ERP (Finalizado, every seller's, none waiting for a
 * supervisor nor rejected), in the order they last changed, paged like a pull: without `since`
 * every pending sale; with it, those changed since (an approval changes the sale).
 */
export async function listPendingSales(
  { db }: AppDeps,
  companyId: number,
  query: { since?: string | undefined; limit?: number | undefined },
) {
  return syncEnvelope(await pullFinalizedSales(db, companyId, query));
}

function toTransition(update: SaleStatusUpdate): SaleTransition {
  switch (update.status) {
    case 'Integrado':
      return { to: 'Integrado' };
    case 'Processado':
      return { to: 'Processado', code_erp: update.code_erp };
    case 'Cancelado':
      return { to: 'Cancelado', code_erp: update.code_erp, reason_canceled: update.reason_canceled };
    case 'Falha':
      return { to: 'Falha', message: update.message };
  }
}

/** The same move sent again (an ERP retry): the sale already says what the ERP says now. */
function alreadyThere(sale: SaleRow, update: SaleStatusUpdate): boolean {
  if (sale.status !== update.status) return false;
  switch (update.status) {
    case 'Integrado':
      return true;
    case 'Processado':
      return sale.code_erp === update.code_erp;
    case 'Cancelado':
      return sale.code_erp === update.code_erp && sale.reason_canceled === update.reason_canceled;
    case 'Falha':
      return sale.failure_message === update.message;
  }
}

/** What the seller reads about the ERP's move: a title and a sentence naming the client. */
function saleNotice(sale: SaleRow): { title: string; body: string } {
  const client = sale.client?.name ?? 'cliente não informado';
  const notice = (() => {
    switch (sale.status) {
      case 'Integrado':
        return { title: 'Venda integrada', body: `A venda para ${client} foi recebida pelo ERP.` };
      case 'Processado':
        return {
          title: 'Venda processada',
          body: `A venda para ${client} foi processada pelo ERP com o código ${sale.code_erp}.`,
        };
      case 'Cancelado':
        return {
          title: 'Venda cancelada',
          body: `A venda para ${client} (código ${sale.code_erp} no ERP) foi cancelada. Motivo: ${sale.reason_canceled}`,
        };
      default:
        return {
          title: 'Falha na integração da venda',
          body: `O ERP não conseguiu receber a venda para ${client}: ${sale.failure_message}`,
        };
    }
  })();
  return { ...notice, body: notice.body.slice(0, NOTIFICATION_BODY_MAX) };
}

function refuse(error: SaleTransitionError): never {
  if (error.code === 'illegal_transition') throw conflict(error.message);
  const field = {
    code_erp_required: 'code_erp',
    reason_required: 'reason_canceled',
    message_required: 'message',
  }[error.code];
  throw unprocessable({ [field]: [error.message] });
}

/**
 * The ERP's answer about a sale (§4): moves it by the domain's transitions (an illegal move is a
 * 409 with the domain's pt-BR message, and so is any move of a sale waiting for a supervisor or
 * rejected), writes a notification for its seller in the same
 * transaction and, after the commit, announces the new status and the notification. The same
 * move sent again answers the sale as it is and notifies nobody.
 */
export async function moveSaleStatus(
  deps: AppDeps,
  companyId: number,
  uuid: string,
  update: SaleStatusUpdate,
  now: Date,
) {
  const outcome = await companyWrite(
    deps.db,
    companyId,
    async (tx) => {
      const current = await lockCompanySale(tx, companyId, uuid);
      if (!current) throw notFound();
      if (alreadyThere(current, update)) return { row: current, notificationId: null, bakery: [] };
      // The ERP never takes a sale the pending list leaves out (docs/domain.md "Approval").
      if (!isReleasedForErp(current)) throw conflict(integrationSalesMessages.notReleased);
      let moved: Pick<Sale, 'status' | 'code_erp' | 'reason_canceled' | 'failure_message'>;
      try {
        moved = transitionSale(
          {
            status: current.status,
            code_erp: current.code_erp,
            reason_canceled: current.reason_canceled,
            failure_message: current.failure_message,
          },
          toTransition(update),
        );
      } catch (error) {
        if (error instanceof SaleTransitionError) refuse(error);
        throw error;
      }
      const row = await saveSaleStatus(tx, uuid, moved);
      const notification = await addNotification(tx, {
        companyId,
        sellerId: row.seller_id,
        kind: 'sale_status',
        ...saleNotice(row),
        saleUuid: row.uuid,
        now,
      });
      const bakery = await syncSaleBakeryLines(tx, row);
      return { row, notificationId: notification.id, bakery };
    },
    { record: uuid },
  );
  const { row, notificationId } = outcome;
  const bakery = bakeryChanged(companyId, outcome.bakery);
  if (bakery) deps.events.publish(bakery);
  if (notificationId !== null) {
    deps.events.publish({
      type: 'sale.status',
      company_id: companyId,
      seller_id: row.seller_id,
      sale_uuid: row.uuid,
      status: row.status,
      cursor: String(row.version),
    });
    deps.events.publish({
      type: 'notification.created',
      company_id: companyId,
      seller_id: row.seller_id,
      notification_id: notificationId,
    });
  }
  return { data: await saleOnTheWire(deps.db, row) };
}
