import { useStore } from '../store/use-store.ts';
import { type AuthState, authStore } from './auth-store.ts';

/** The login state, re-rendering on login, logout and restore. */
export function useAuth(): AuthState {
  return useStore(authStore);
}
