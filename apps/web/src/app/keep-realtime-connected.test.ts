import { api } from '@rota/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '#lib/auth/index.ts';
import { apiQuery, createQueryClient } from '#lib/query/index.ts';
import { dispatchRealtimeEvent } from '#lib/socket/realtime-events.ts';
import { keepRealtimeConnected } from './keep-realtime-connected.ts';

const auth = vi.hoisted(() => {
  let state = { status: 'restoring', session: null, companyId: null } as unknown as AuthState;
  const listeners = new Set<(state: AuthState) => void>();
  return {
    set(next: AuthState) {
      state = next;
      for (const listener of listeners) listener(state);
    },
    authStore: {
      getState: () => state,
      subscribe: (listener: (state: AuthState) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  };
});
const socket = vi.hoisted(() => ({ connectRealtime: vi.fn(), disconnect: vi.fn() }));

vi.mock('#lib/auth/index.ts', () => ({ authStore: auth.authStore }));
vi.mock('#lib/socket/connect-realtime.ts', () => ({ connectRealtime: socket.connectRealtime }));

/** Lets the dynamic import of the socket client settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const loggedIn = (token: string) =>
  ({ status: 'authenticated', session: { session_token: token }, companyId: 1 }) as unknown as AuthState;
const anonymous = { status: 'anonymous', session: null, companyId: null } as AuthState;

describe('keepRealtimeConnected', () => {
  beforeEach(() => {
    socket.connectRealtime
      .mockReset()
      .mockImplementation(() => ({ connected: true, disconnect: socket.disconnect }));
    socket.disconnect.mockReset();
    auth.set(anonymous);
  });

  it('connects with the session token on login and disconnects on logout', async () => {
    const stop = keepRealtimeConnected();
    await settle();
    expect(socket.connectRealtime).not.toHaveBeenCalled();
    auth.set(loggedIn('a'.repeat(32)));
    await settle();
    expect(socket.connectRealtime).toHaveBeenCalledWith('a'.repeat(32));
    auth.set(loggedIn('a'.repeat(32)));
    await settle();
    expect(socket.connectRealtime).toHaveBeenCalledTimes(1);
    auth.set(anonymous);
    await settle();
    expect(socket.disconnect).toHaveBeenCalledTimes(1);
    stop();
  });

  it('connects at once for a restored login, reconnects for another token, and stops', async () => {
    auth.set(loggedIn('b'.repeat(32)));
    await settle();
    const stop = keepRealtimeConnected();
    await settle();
    expect(socket.connectRealtime).toHaveBeenCalledWith('b'.repeat(32));
    auth.set(loggedIn('c'.repeat(32)));
    await settle();
    expect(socket.disconnect).toHaveBeenCalledTimes(1);
    expect(socket.connectRealtime).toHaveBeenLastCalledWith('c'.repeat(32));
    stop();
    expect(socket.disconnect).toHaveBeenCalledTimes(2);
  });

  it('while logged in, realtime events invalidate queries; a session that ends empties the cache', async () => {
    const client = createQueryClient();
    const notifications = apiQuery(api.notifications.list).queryKey;
    const cache = () => client.getQueryCache().find({ queryKey: notifications });
    const announce = () =>
      dispatchRealtimeEvent({
        type: 'notification.created',
        company_id: 1,
        seller_id: null,
        notification_id: 3,
      });
    await client.prefetchQuery({ queryKey: notifications, queryFn: async () => [] });
    const stop = keepRealtimeConnected(client);

    announce();
    expect(cache()?.state.isInvalidated).toBe(false);

    auth.set(loggedIn('d'.repeat(32)));
    announce();
    expect(cache()?.state.isInvalidated).toBe(true);

    auth.set(anonymous);
    expect(client.getQueryCache().getAll()).toEqual([]);
    await client.prefetchQuery({ queryKey: notifications, queryFn: async () => [] });
    announce();
    expect(cache()?.state.isInvalidated).toBe(false);
    stop();
  });
});
