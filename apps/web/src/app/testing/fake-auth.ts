import { can, PERMISSIONS, type PermissionName } from '@rota/domain';
import { useSyncExternalStore } from 'react';
import type { AuthState } from '#lib/auth/index.ts';
import { ownerOf } from '#lib/auth/owner.ts';
import { makeSession } from '#testing/session-fixture.ts';

type Listener = () => void;
let state: AuthState = { status: 'restoring', session: null, companyId: null };
const listeners = new Set<Listener>();

function useAuth(): AuthState {
  return useSyncExternalStore(
    (listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}

/**
 * A stand-in for `lib/auth` in the shell's component tests: the test sets the login state and,
 * when logged in, the profile's permissions (every permission unless told otherwise).
 */
export const fakeAuth = {
  set(status: AuthState['status'], permissions: readonly PermissionName[] = PERMISSIONS): void {
    state =
      status === 'authenticated'
        ? { status, session: makeSession([...permissions]), companyId: 1 }
        : { status, session: null, companyId: null };
    for (const listener of listeners) listener();
  },
  module: () => ({
    authStore: {
      getState: () => state,
      subscribe: (listener: Listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      restore: async () => {},
      logout: async () => {
        fakeAuth.set('anonymous');
        return { pendingOutbox: 0 };
      },
    },
    useAuth,
    ownerOf,
    useOwner: () => ownerOf(useAuth()),
    useCan: (permission: PermissionName) => can(state.session?.profile, permission),
  }),
};
