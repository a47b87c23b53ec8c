import { type ApprovalDecisionKind, decideSaleApproval, type Seller } from '@rota/domain';
import { myPwaDb, type SaleRow } from '#lib/db/my-pwa-db.ts';
import { requestPush } from '#lib/sync/push-loop.ts';
import { saveAndQueue } from '#lib/sync/save-and-queue.ts';

export interface DecisionInput {
  decision: ApprovalDecisionKind;
  note: string;
}

/**
 * Records a supervisor's decision on this device and queues it (`POST sales/{uuid}/approval`,
 * idempotent by the decision's uuid), in one transaction, then asks for a push. The sale is
 * decided here at once by the domain's rule — the same the server runs — so it leaves the list
 * offline; the server's answer then replaces it. Throws `ApprovalDecisionError` (pt-BR message)
 * when the rule refuses it: a rejection without a note, a sale no longer waiting, one's own sale.
 * The decider is the session's seller record, as the server records it.
 */
export async function decideApproval(
  sale: SaleRow,
  input: DecisionInput,
  decider: Pick<Seller, 'id' | 'name'>,
  now = new Date(),
): Promise<void> {
  const uuid = crypto.randomUUID();
  const note = input.note.trim() || null;
  const decided = decideSaleApproval(
    {
      ...sale,
      approval_status: sale.approval_status ?? null,
      approval_reasons: sale.approval_reasons ?? [],
      approval_decisions: sale.approval_decisions ?? [],
    },
    {
      uuid,
      decision: input.decision,
      note,
      user_id: decider.id,
      user_name: decider.name,
      decided_at: now.toISOString(),
    },
  );
  await saveAndQueue(
    myPwaDb.sales,
    decided,
    {
      call: 'sales.decideApproval',
      uuid: sale.uuid,
      params: { uuid: sale.uuid },
      body: { uuid, decision: input.decision, note },
    },
    now,
  );
  requestPush();
}
