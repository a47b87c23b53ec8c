import type { Session } from '@rota/contract';
import { myPwaDb } from '../db/my-pwa-db.ts';
import { toStorageError } from '../db/storage-error.ts';
import { requestPersistentStorage } from '../device/request-persistent-storage.ts';
import { createStore } from '../store/create-store.ts';

/** Who is logged in on this device (§4 "Authentication: set on login (stored locally)"). */
export interface AuthState {
  status: 'restoring' | 'anonymous' | 'authenticated';
  session: Session | null;
  companyId: number | null;
}

const RESTORING: AuthState = { status: 'restoring', session: null, companyId: null };
const ANONYMOUS: AuthState = { status: 'anonymous', session: null, companyId: null };

const state = createStore<AuthState>(RESTORING);
const setState = state.setState;

/** The login data, kept in `MyPWA_DB.auth` so a reload (or an offline start) stays logged in. */
export const authStore = {
  getState: state.getState,
  subscribe: state.subscribe,

  /** Reads the stored login at start; stored data off the contract counts as logged out. */
  async restore(): Promise<void> {
    try {
      const row = await myPwaDb.auth.get('current');
      // The session's schema (zod and a part of the contract) loads only when a login is stored:
      // a first visit to the login page does without it.
      const session = row ? (await import('./parse-session.ts')).parseSession(row.session) : null;
      if (row && session) {
        setState({ status: 'authenticated', session, companyId: row.companyId });
        return;
      }
    } catch (error) {
      console.warn('[rota] não foi possível ler o login guardado:', error);
    }
    setState(ANONYMOUS);
  },

  /** Stores the login data locally and asks the browser to keep this site's data (DESIGN.md). */
  async setLogin(session: Session, companyId: number): Promise<void> {
    try {
      await myPwaDb.auth.put({ key: 'current', session, companyId, logged_at: new Date().toISOString() });
    } catch (error) {
      throw toStorageError(error);
    }
    setState({ status: 'authenticated', session, companyId });
    await requestPersistentStorage();
  },

  /**
   * Clears the login data, never the outbox: unsent writes wait for the next login. Answers how
   * many are waiting (of every seller, as `pendingOutboxCount` counts them) so the screen can
   * warn; counted here, not through the sync module, which reads who is logged in from here.
   */
  async logout(): Promise<{ pendingOutbox: number }> {
    await myPwaDb.auth.delete('current');
    setState(ANONYMOUS);
    return { pendingOutbox: await myPwaDb.outbox.count() };
  },
};
