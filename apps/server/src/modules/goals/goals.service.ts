import type { SellerGoalInput } from '@rota/contract';
import type { SellerGoal } from '@rota/domain';
import { eq } from 'drizzle-orm';
import { companyWrite } from '../../db/company-write.ts';
import type { Database, Executor } from '../../db/database.ts';
import { sellerGoals } from '../../db/schema/index.ts';
import { notFound } from '../../errors/service-error.ts';
import type { SyncEnvelope } from '../../sync/pull-page.ts';
import { pullWirePage, type WireStamps } from '../../sync/pull-wire-page.ts';
import { goalsOfMonth, hasSellerCode, toSellerGoal, upsertGoal } from './goals.repository.ts';

export const goalMessages = { sellerNotFound: 'Vendedor não encontrado' } as const;

/**
 * `seller-goals/all`: the session seller's own goals, by the ERP code its wallet is kept by
 * (docs/domain.md "Goals"); a seller without one has none. Another seller's goals never reach
 * this device.
 */
export async function pullMyGoals(
  db: Executor,
  companyId: number,
  sellerCode: string | null,
  query: { since?: string | undefined; limit?: number | undefined },
): Promise<SyncEnvelope<SellerGoal & WireStamps>> {
  return pullWirePage(
    db,
    sellerGoals,
    {
      companyId,
      where: [eq(sellerGoals.company_id, companyId), eq(sellerGoals.code_erp_seller, sellerCode ?? '')],
      since: query.since,
      limit: query.limit,
    },
    toSellerGoal,
  );
}

/** `PUT manager/goals`: a manager sets a seller's goals for a month; 404 for a seller code the company lacks. */
export async function setSellerGoal(
  db: Database,
  companyId: number,
  input: Required<SellerGoalInput>,
  now: Date,
): Promise<SellerGoal> {
  if (!(await hasSellerCode(db, companyId, input.code_erp_seller)))
    throw notFound(goalMessages.sellerNotFound);
  return companyWrite(db, companyId, (tx) => upsertGoal(tx, companyId, input, now));
}

/** The company's live goals of a month by seller code: what the manager's goal board reads. */
export function monthGoals(db: Executor, companyId: number, month: string): Promise<Map<string, SellerGoal>> {
  return goalsOfMonth(db, companyId, month);
}
