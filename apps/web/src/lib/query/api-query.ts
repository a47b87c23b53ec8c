import type { CallDefinition, CallParams } from '@rota/contract';
import { queryOptions } from '@tanstack/react-query';
import { type CallInput, callApi } from '../http/http-client.ts';

/** What a query passes to its call: path params, query params (and a body, for a POST read). */
export type ApiQueryInput<C extends CallDefinition> = Omit<CallInput<C>, 'signal'>;

/** The input is optional for a call without path params, and must name them otherwise. */
export type ApiQueryArgs<C extends CallDefinition> =
  CallParams<C> extends undefined
    ? [input?: ApiQueryInput<C>]
    : [input: ApiQueryInput<C> & { params: CallParams<C> }];

/**
 * The key shared by every query of a call, whatever its input: what an invalidation names
 * (TanStack Query matches keys by prefix).
 */
export function apiQueryKey(call: CallDefinition): readonly [string] {
  return [call.name];
}

/**
 * Query options for an online-only call of the contract: the key is the call's name and its
 * input, the fetcher `callApi` with TanStack's abort signal (a query that is no longer wanted
 * cancels its request). One line per call in a screen's hook:
 *
 *     const sales = useQuery(apiQuery(api.charts.salesGroupDay, { query: { from, to } }));
 */
export function apiQuery<C extends CallDefinition>(call: C, ...[input]: ApiQueryArgs<C>) {
  const given: ApiQueryInput<C> = input ?? {};
  return queryOptions({
    queryKey: [call.name, given] as const,
    queryFn: ({ signal }) => callApi(call, { ...given, signal }),
  });
}
