import { api } from '@rota/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '#lib/http/http-client.ts';
import { apiQuery } from '#lib/query/index.ts';
import { storeBakeryDay } from './store-bakery-day.ts';

/**
 * The refresh of a delivery day's lines in `MyPWA_DB.bakeryLines` from `GET bakery/production`
 * (every line of the day, every stage). The screens read the table; this query only brings it up
 * to date, and says when it could not. It runs on mount, on `bakery.changed` (lib/query
 * `REALTIME_INVALIDATIONS` names `bakery.production`) and whenever the network comes back.
 */
export function bakeryDayQuery(date: string) {
  return queryOptions({
    queryKey: apiQuery(api.bakery.production, { query: { date } }).queryKey,
    queryFn: async ({ signal }) => {
      const rows = await callApi(api.bakery.production, { query: { date }, signal });
      await storeBakeryDay(date, rows, new Date());
      return rows.length;
    },
    refetchOnReconnect: 'always',
  });
}
