import { useLiveQuery } from 'dexie-react-hooks';
import { useLocation, useSearchParams } from 'react-router';
import { z } from 'zod';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';

const stateSchema = z.object({ client: z.string() });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SaleClient {
  uuid: string;
  /** The client's name on this device; null when it is not stored here. */
  name: string | null;
}

/**
 * The client the screen was opened for, if any: `?client=<uuid>` or the location state's
 * `client` (the checkout opens the products that way), so each product's sheet can show what
 * that client paid. Anything but a uuid counts as no client.
 */
export function useSaleClient(): SaleClient | null {
  const [params] = useSearchParams();
  const state = stateSchema.safeParse(useLocation().state);
  const candidate = params.get('client') ?? (state.success ? state.data.client : null);
  const uuid = candidate !== null && UUID.test(candidate) ? candidate.toLowerCase() : null;
  const name = useLiveQuery(
    async () => (uuid ? ((await myPwaDb.clients.get(uuid))?.name ?? null) : null),
    [uuid],
  );
  return uuid ? { uuid, name: name ?? null } : null;
}
