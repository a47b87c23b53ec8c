import 'fake-indexeddb/auto';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { makeSession } from '#testing/session-fixture.ts';
import { myPwaDb } from '../db/my-pwa-db.ts';
import { addToOutbox } from '../sync/outbox.ts';
import { authStore } from './auth-store.ts';
import { useAuth } from './use-auth.ts';
import { useCan } from './use-can.ts';

const persist = vi.fn(async () => true);

beforeEach(async () => {
  await resetLocalDbs();
  await authStore.restore();
  persist.mockClear();
  vi.stubGlobal('navigator', { ...navigator, storage: { persist, persisted: async () => false } });
});
afterEach(() => vi.unstubAllGlobals());

describe('authStore', () => {
  it('restores as anonymous when nothing is stored', async () => {
    await authStore.restore();
    expect(authStore.getState()).toEqual({ status: 'anonymous', session: null, companyId: null });
  });

  it('setLogin stores the login locally, notifies, and asks for persistent storage', async () => {
    const listener = vi.fn();
    const stop = authStore.subscribe(listener);
    const session = makeSession();
    await authStore.setLogin(session, 1);
    expect(authStore.getState()).toEqual({ status: 'authenticated', session, companyId: 1 });
    expect(listener).toHaveBeenCalledWith({ status: 'authenticated', session, companyId: 1 });
    expect(await myPwaDb.auth.get('current')).toMatchObject({ session, companyId: 1 });
    expect(persist).toHaveBeenCalledTimes(1);
    stop();
  });

  it('restore brings back a stored login (a reload stays logged in)', async () => {
    const session = makeSession();
    await authStore.setLogin(session, 1);
    await authStore
      .logout()
      .then(() => myPwaDb.auth.put({ key: 'current', session, companyId: 1, logged_at: '' }));
    await authStore.restore();
    expect(authStore.getState()).toEqual({ status: 'authenticated', session, companyId: 1 });
  });

  it('restore treats stored data off the contract as logged out', async () => {
    const broken = { ...makeSession(), session_token: 'curto' };
    await myPwaDb.auth.put({ key: 'current', session: broken, companyId: 1, logged_at: '' });
    await authStore.restore();
    expect(authStore.getState().status).toBe('anonymous');
  });

  it('logout clears the login data but keeps the outbox, and reports how many entries wait', async () => {
    await authStore.setLogin(makeSession(), 1);
    const sale = crypto.randomUUID();
    await addToOutbox({
      uuid: sale,
      call: 'sales.addNotes',
      params: { uuid: sale },
      body: { notes: 'Entregar cedo' },
    });
    const client = crypto.randomUUID();
    const visit = {
      uuid: crypto.randomUUID(),
      visited_at: '2026-11-22T13:00:00.000Z',
      outcome: { outcome: 'sale' as const, note: null },
    };
    await addToOutbox({ uuid: client, call: 'clients.visited', params: { id: client }, body: visit });
    await expect(authStore.logout()).resolves.toEqual({ pendingOutbox: 2 });
    expect(authStore.getState().status).toBe('anonymous');
    expect(await myPwaDb.auth.get('current')).toBeUndefined();
    expect(await myPwaDb.outbox.count()).toBe(2);
  });

  it('logout with an empty outbox reports zero', async () => {
    await authStore.setLogin(makeSession(), 1);
    await expect(authStore.logout()).resolves.toEqual({ pendingOutbox: 0 });
  });
});

describe('useAuth and useCan', () => {
  it('follow login and logout', async () => {
    const { result } = renderHook(() => ({ auth: useAuth(), canCreate: useCan('canCreateClient') }));
    expect(result.current.auth.status).toBe('anonymous');
    expect(result.current.canCreate).toBe(false);
    await act(() => authStore.setLogin(makeSession(['canCreateClient']), 1));
    expect(result.current.auth.companyId).toBe(1);
    expect(result.current.canCreate).toBe(true);
    await act(() => authStore.logout());
    expect(result.current.canCreate).toBe(false);
  });

  it('useCan is false for a permission the profile lacks', async () => {
    await authStore.setLogin(makeSession(['canViewClient']), 1);
    const { result } = renderHook(() => useCan('canEditPriceUnit'));
    expect(result.current).toBe(false);
  });
});
