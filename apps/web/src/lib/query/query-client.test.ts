import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../http/http-error.ts';
import { followBrowserOnline } from './follow-browser-online.ts';
import { createQueryClient, QUERY_MAX_RETRIES, shouldRetryQuery } from './query-client.ts';

afterEach(() => {
  followBrowserOnline();
  onlineManager.setOnline(true);
});

describe('shouldRetryQuery', () => {
  it('retries no answer, time-outs, 408, 429 and 5xx a couple of times', () => {
    for (const status of [0, 408, 429, 500, 503]) {
      expect(shouldRetryQuery(0, new HttpError(status, 'falhou'))).toBe(true);
      expect(shouldRetryQuery(QUERY_MAX_RETRIES, new HttpError(status, 'falhou'))).toBe(false);
    }
  });

  it('never retries another 4xx, nor an error that is not the server’s', () => {
    for (const status of [400, 401, 403, 404, 409, 422]) {
      expect(shouldRetryQuery(0, new HttpError(status, 'recusado'))).toBe(false);
    }
    expect(shouldRetryQuery(0, new TypeError('bug'))).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('pauses a query offline instead of failing it, and runs it when the network comes back', async () => {
    const client = createQueryClient();
    client.mount(); // as QueryProvider does: the client follows the online state
    onlineManager.setOnline(false);
    const queryFn = vi.fn(async () => 'resposta');
    const observer = new QueryObserver(client, { queryKey: ['pausada'], queryFn });
    const stop = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult()).toMatchObject({ status: 'pending', fetchStatus: 'paused' });
    expect(queryFn).not.toHaveBeenCalled();

    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('resposta'));
    stop();
    client.unmount();
  });

  it('shows a 4xx at once, without retrying it', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(async () => {
      throw new HttpError(404, 'Não encontrado');
    });
    await expect(client.fetchQuery({ queryKey: ['recusada'], queryFn })).rejects.toThrow('Não encontrado');
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});

describe('followBrowserOnline', () => {
  it('starts from navigator.onLine (an app opened offline) and follows the browser’s events', () => {
    const target = new EventTarget() as EventTarget & { navigator: { onLine: boolean } };
    target.navigator = { onLine: false };
    followBrowserOnline(target as unknown as Window);
    expect(onlineManager.isOnline()).toBe(false);
    target.dispatchEvent(new Event('online'));
    expect(onlineManager.isOnline()).toBe(true);
    target.dispatchEvent(new Event('offline'));
    expect(onlineManager.isOnline()).toBe(false);
  });
});
