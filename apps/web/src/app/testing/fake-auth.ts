import { useSyncExternalStore } from 'react';
import type { AuthState } from '../../lib/auth/index.ts';

type Listener = () => void;
let state: AuthState = { status: 'restoring', session: null, companyId: null };
const listeners = new Set<Listener>();

/** A stand-in for `lib/auth` in the shell's component tests: the test sets the login state. */
export const fakeAuth = {
  set(status: AuthState['status']): void {
    state = { status, session: null, companyId: status === 'authenticated' ? 1 : null };
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
    useAuth: () =>
      useSyncExternalStore(
        (listener: Listener) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
        () => state,
      ),
    useCan: () => true,
  }),
};
