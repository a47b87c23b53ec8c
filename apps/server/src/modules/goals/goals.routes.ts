import { api } from '@rota/contract';
import type { AppDeps } from '../../app-deps.ts';
import { bind } from '../../http/bind-call.ts';
import { pullMyGoals, setSellerGoal } from './goals.service.ts';

/** Goals (docs/domain.md "Goals"): the seller's device pulls its own; a manager sets a seller's. */
export function goalsRoutes({ db, clock }: AppDeps) {
  return [
    bind(api.goals.mine, ({ auth, query }) => pullMyGoals(db, auth.companyId, auth.seller.code_erp, query)),
    bind(api.goals.set, async ({ auth, body }) => ({
      data: await setSellerGoal(db, auth.companyId, body, clock()),
    })),
  ];
}
