import { type AuthState, authStore } from '../lib/auth/index.ts';
import type { RealtimeConnection } from '../lib/socket/index.ts';

/**
 * The socket.io connection of §1/DESIGN.md "Realtime", opened while someone is logged in (with
 * the session token) and closed on logout; a new login with another token reconnects. The
 * socket.io client is loaded only then, so the login route does not download it. Returns the
 * function that stops watching (and disconnects).
 */
export function keepRealtimeConnected(): () => void {
  let connection: RealtimeConnection | null = null;
  let token: string | null = null;

  const follow = (state: AuthState) => {
    const next = state.status === 'authenticated' ? (state.session?.session_token ?? null) : null;
    if (next === token) return;
    connection?.disconnect();
    connection = null;
    token = next;
    if (next === null) return;
    void import('../lib/socket/connect-realtime.ts').then(({ connectRealtime }) => {
      // The token may have changed while the client loaded.
      if (token === next && connection === null) connection = connectRealtime(next);
    });
  };

  follow(authStore.getState());
  const unsubscribe = authStore.subscribe(follow);
  return () => {
    unsubscribe();
    connection?.disconnect();
    connection = null;
    token = null;
  };
}
