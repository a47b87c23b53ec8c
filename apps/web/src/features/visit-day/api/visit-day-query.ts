import { api } from '@rota/contract';
import { apiQuery } from '#lib/query/index.ts';

/** Every seller's day (`GET visits/day`): the planned clients against the day's check-ins. Online only. */
export function visitDayQuery(date: string) {
  return apiQuery(api.visits.day, { query: { date } });
}
