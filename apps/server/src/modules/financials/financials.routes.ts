import { api } from '@rota/contract';
import type { AppDeps } from '../../app-deps.ts';
import { bind } from '../../http/bind-call.ts';
import {
  clientOverdueTitles,
  pullClientChecks,
  pullClientTitles,
  pullSellerChecks,
  pullSellerTitles,
} from './financials.service.ts';

/** §7 Financial: a client's titles, its overdue titles and its checks, scoped like clients. */
export function financialsRoutes({ db }: AppDeps) {
  return [
    bind(api.financials.allSeller, ({ auth, query }) => pullSellerTitles(db, auth, query)),
    bind(api.financials.checksAllSeller, ({ auth, query }) => pullSellerChecks(db, auth, query)),
    bind(api.financials.all, ({ auth, params, query }) =>
      pullClientTitles(db, auth, params.code_erp_client, query),
    ),
    bind(api.financials.overdue, async ({ auth, params, now }) => ({
      data: await clientOverdueTitles(db, auth, params.code_erp_client, now),
    })),
    bind(api.financials.checks, ({ auth, params, query }) =>
      pullClientChecks(db, auth, params.code_erp_client, query),
    ),
  ];
}
