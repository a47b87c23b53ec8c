import { useSyncExternalStore } from 'react';
import { type AuthState, authStore } from './auth-store.ts';

/** The login state, re-rendering on login, logout and restore. */
export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.getState, authStore.getState);
}
