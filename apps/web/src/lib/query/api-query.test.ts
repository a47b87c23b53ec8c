import { api } from '@rota/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../http/http-client.ts';
import { apiQuery, apiQueryKey } from './api-query.ts';
import { createQueryClient } from './query-client.ts';

vi.mock('../http/http-client.ts', () => ({ callApi: vi.fn(async () => ({ answered: true })) }));

const context = (signal = new AbortController().signal) =>
  ({ signal, queryKey: [], meta: undefined, client: createQueryClient() }) as never;

afterEach(() => {
  vi.mocked(callApi).mockClear();
});

describe('apiQuery', () => {
  it('keys a query by the call’s name and its input', () => {
    const input = { params: { hash: 'abc123' }, query: { year: 2026 } };
    expect(apiQuery(api.charts.byHash, input).queryKey).toEqual(['charts.byHash', input]);
    expect(apiQuery(api.notifications.list).queryKey).toEqual(['notifications.list', {}]);
    expect(apiQueryKey(api.charts.byHash)).toEqual(['charts.byHash']);
  });

  it('fetches through callApi with the input and the query’s abort signal', async () => {
    const signal = new AbortController().signal;
    const input = { params: { hash: 'abc123' }, query: { from: '2026-11-01' } };
    const { queryFn } = apiQuery(api.charts.byHash, input);
    await expect(queryFn?.(context(signal))).resolves.toEqual({ answered: true });
    expect(callApi).toHaveBeenCalledWith(api.charts.byHash, { ...input, signal });
  });

  it('runs in a query client, and the call’s key covers every input for invalidation', async () => {
    const client = createQueryClient();
    await client.fetchQuery(apiQuery(api.charts.salesGroupDay, { query: { year: 2025 } }));
    await client.fetchQuery(apiQuery(api.charts.salesGroupDay, { query: { year: 2026 } }));
    expect(callApi).toHaveBeenCalledTimes(2);
    await client.invalidateQueries({ queryKey: apiQueryKey(api.charts.salesGroupDay) });
    const states = client.getQueryCache().findAll({ queryKey: ['charts.salesGroupDay'] });
    expect(states.map((query) => query.state.isInvalidated)).toEqual([true, true]);
  });

  it('asks for the path params of a call that has them (checked by the compiler)', () => {
    // @ts-expect-error charts.byHash needs its `hash`
    expect(() => apiQuery(api.charts.byHash)).not.toThrow();
  });
});
