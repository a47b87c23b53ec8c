import type { QueryClient } from '@tanstack/react-query';
import { type AuthState, authStore } from '#lib/auth/index.ts';
import { queryClient, startRealtimeInvalidation } from '#lib/query/index.ts';
import type { RealtimeConnection } from '#lib/socket/index.ts';

/**
 * The socket.io connection of §1/DESIGN.md "Realtime", opened while someone is logged in (with
 * the session token) and closed on logout; a new login with another token reconnects. The
 * socket.io client is loaded only then, so the login route does not download it. While logged
 * in, realtime events invalidate the online-only queries they concern (lib/query), and a
 * session that ends takes its cached answers with it: the next seller on a shared phone never
 * sees the previous one's. Returns the function that stops watching (and disconnects).
 */
export function keepRealtimeConnected(client: QueryClient = queryClient): () => void {
  let connection: RealtimeConnection | null = null;
  let token: string | null = null;
  let stopInvalidation: (() => void) | null = null;

  const follow = (state: AuthState) => {
    const next = state.status === 'authenticated' ? (state.session?.session_token ?? null) : null;
    if (next === token) return;
    connection?.disconnect();
    connection = null;
    stopInvalidation?.();
    stopInvalidation = null;
    if (token !== null) client.clear();
    token = next;
    if (next === null) return;
    stopInvalidation = startRealtimeInvalidation(client);
    void import('#lib/socket/connect-realtime.ts').then(({ connectRealtime }) => {
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
    stopInvalidation?.();
    stopInvalidation = null;
    token = null;
  };
}
