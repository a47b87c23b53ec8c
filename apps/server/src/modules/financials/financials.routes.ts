import { api } from '@rota/contract';
import { DEFAULT_TIME_ZONE, zonedDate } from '@rota/domain';
import type { AppDeps } from '../../app-deps.ts';
import { bind } from '../../http/bind-call.ts';
import { overdueTitles, pullChecks, pullTitles } from './financials.repository.ts';
import { readableClient } from './financials.service.ts';

/** §7 Financial: a client's titles, its overdue titles and its checks, scoped like clients. */
export function financialsRoutes({ db }: AppDeps) {
  const page = <Row>(pulled: { rows: Row[]; cursor: string; has_more: boolean }) => ({
    data: pulled.rows,
    meta: { cursor: pulled.cursor, has_more: pulled.has_more },
  });
  return [
    bind(api.financials.all, async ({ auth, params, query }) =>
      page(await pullTitles(db, await readableClient(db, auth, params.code_erp_client), query)),
    ),
    bind(api.financials.overdue, async ({ auth, params, now }) => {
      const client = await readableClient(db, auth, params.code_erp_client);
      return { data: await overdueTitles(db, client, zonedDate(now, DEFAULT_TIME_ZONE)) };
    }),
    bind(api.financials.checks, async ({ auth, params, query }) =>
      page(await pullChecks(db, await readableClient(db, auth, params.code_erp_client), query)),
    ),
  ];
}
