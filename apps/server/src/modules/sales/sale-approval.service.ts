import { api, type approvalDecisionBodySchema, type RealtimeEvent } from '@rota/contract';
import { ApprovalDecisionError, decideSaleApproval } from '@rota/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { companyWrite } from '../../db/company-write.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../errors/service-error.ts';
import type { SessionAuth } from '../../http/auth/auth-context.ts';
import { forgetIdempotentWrite, idempotentWrite } from '../../sync/idempotent-write.ts';
import { bakeryChanged, syncSaleBakeryLines } from '../bakery/index.ts';
import { addNotification } from '../notifications/index.ts';
import { saleApprovalEvent, saleStatusEvent } from './sale-events.ts';
import {
  loadSyncedSale,
  lockScopedSale,
  type SaleRow,
  type SyncedSale,
  saveSaleApproval,
} from './sales.repository.ts';
import { saleScope } from './sales.service.ts';

type DecisionBody = z.output<typeof approvalDecisionBodySchema>;

const NOTIFICATION_BODY_MAX = 2000;

/** What the seller reads about the decision: a title and a sentence naming the client and why. */
function decisionNotice(sale: SaleRow, decidedBy: string, note: string | null) {
  const client = sale.client?.name ?? 'cliente não informado';
  const notice =
    sale.approval_status === 'Aprovado'
      ? {
          title: 'Venda aprovada',
          body: `A venda para ${client} foi aprovada por ${decidedBy}${note ? `: ${note}` : '.'}`,
        }
      : {
          title: 'Venda reprovada',
          body: `A venda para ${client} foi reprovada por ${decidedBy}: ${note}. Ela voltou ao carrinho para ser alterada.`,
        };
  return { ...notice, body: notice.body.slice(0, NOTIFICATION_BODY_MAX) };
}

/** The domain's refusal as the answer: not waiting or decided already is a 409, one's own sale a 403, a bad note a 422. */
function refuse(error: ApprovalDecisionError): never {
  if (error.code === 'not_waiting' || error.code === 'already_decided') throw conflict(error.message);
  if (error.code === 'own_sale') throw forbidden(error.message);
  throw unprocessable({ note: [error.message] });
}

/**
 * `POST sales/{uuid}/approval`: a supervisor (canApproveSales) decides a sale waiting for
 * approval (docs/domain.md "Approval"), in the company's write transaction holding the sale's
 * record lock and its row, so of two supervisors deciding at once the second reads the first's
 * decision and is refused with a 409 naming who decided. Idempotent by the decision's uuid: the
 * same decision again answers the first answer and changes nothing. 404 when the session's scope
 * does not see the sale (canViewAllSales, or the caller's own).
 *
 * The decision is appended to the sale's record with the session's seller as who decided; the
 * row's new version carries it to every pull. Approved, the sale stays Finalizado and joins the
 * ERP's pending list; rejected, it is Aberto again — the seller's cart, which their all-seller
 * delta brings back — and the first answer of its last send is forgotten, so the seller may
 * finish it again unchanged. The seller is notified in the same transaction; after the commit
 * `sale.status` (to the seller), `sale.approval` (to the approvers) and `notification.created`
 * are published.
 */
export async function decideApproval(
  deps: AppDeps,
  auth: SessionAuth,
  saleUuid: string,
  body: DecisionBody,
  now: Date,
): Promise<{ data: SyncedSale }> {
  const announcements: RealtimeEvent[] = [];
  const answer = await companyWrite(
    deps.db,
    auth.companyId,
    async (tx) => {
      const stored = await lockScopedSale(tx, saleScope(auth), saleUuid);
      if (!stored) throw notFound();
      const key = {
        companyId: auth.companyId,
        callName: api.sales.decideApproval.name,
        key: body.uuid,
        body: { sale_uuid: saleUuid, ...body },
      };
      const { result } = await idempotentWrite(tx, key, async () => {
        let decided: Pick<SaleRow, 'status' | 'approval_status' | 'approval_decisions'>;
        try {
          decided = decideSaleApproval(stored, {
            ...body,
            user_id: auth.seller.id,
            user_name: auth.seller.name,
            decided_at: now.toISOString(),
          });
        } catch (error) {
          if (error instanceof ApprovalDecisionError) refuse(error);
          throw error;
        }
        const row = await saveSaleApproval(tx, stored.uuid, {
          status: decided.status,
          approval_status: decided.approval_status,
          approval_decisions: decided.approval_decisions,
        });
        // Approved, the bakery makes it from now on; rejected, what it had not delivered goes.
        const bakery = bakeryChanged(row.company_id, await syncSaleBakeryLines(tx, row));
        if (bakery) announcements.push(bakery);
        if (row.status === 'Aberto') {
          await forgetIdempotentWrite(tx, {
            companyId: auth.companyId,
            callName: api.sales.create.name,
            key: row.uuid,
          });
        }
        const note = decided.approval_decisions.at(-1)?.note ?? null;
        const notification = await addNotification(tx, {
          companyId: auth.companyId,
          sellerId: row.seller_id,
          kind: 'sale_status',
          ...decisionNotice(row, auth.seller.name, note),
          saleUuid: row.uuid,
          now,
        });
        // The seller's device pulls on it, rejected or approved: either changes what it shows.
        announcements.push(saleStatusEvent(row, row.version));
        announcements.push(saleApprovalEvent(row, row.version));
        announcements.push({
          type: 'notification.created',
          company_id: auth.companyId,
          seller_id: row.seller_id,
          notification_id: notification.id,
        });
        return { data: await loadSyncedSale(tx, row) };
      });
      return result;
    },
    { concurrent: true, record: saleUuid },
  );
  for (const event of announcements) deps.events.publish(event);
  return answer;
}
