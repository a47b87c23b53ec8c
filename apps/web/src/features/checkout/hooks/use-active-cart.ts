import { newCart, type Sale } from '@rota/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import type { ClientRow } from '#lib/db/my-pwa-db.ts';
import { findActiveCart } from '../api/active-cart.ts';
import type { CheckoutSession } from './use-checkout-session.ts';

export interface ActiveCart {
  cart: Sale;
  /** False while the cart is new: nothing stored until its first change. */
  stored: boolean;
}

/**
 * The client's active cart, read live from `MyPWA_DB.sales` (so a reload, a second tab or a
 * sync shows it as it is), or a new one (domain `newCart`: Aberto, no items) with a uuid kept for
 * this screen, stored by its first change. Undefined while reading.
 */
export function useActiveCart(
  clientUuid: string,
  client: ClientRow | null,
  session: CheckoutSession | null,
): ActiveCart | undefined {
  const companyId = session?.companyId ?? null;
  const sellerId = session?.sellerId ?? null;
  const stored = useLiveQuery(
    async () =>
      companyId !== null && sellerId !== null
        ? ((await findActiveCart(clientUuid, { companyId, sellerId })) ?? null)
        : null,
    [clientUuid, companyId, sellerId],
  );
  const [freshUuid, setFreshUuid] = useState(() => crypto.randomUUID());
  const [freshFor, setFreshFor] = useState(clientUuid);
  if (freshFor !== clientUuid) {
    setFreshFor(clientUuid);
    setFreshUuid(crypto.randomUUID());
  }
  // A cart that stopped being active (finished) must not come back as "new" with its uuid.
  const [usedUuids] = useState(() => new Set<string>());
  if (stored) usedUuids.add(stored.uuid);
  if (!stored && usedUuids.has(freshUuid)) setFreshUuid(crypto.randomUUID());

  return useMemo(() => {
    if (stored) return { cart: stored, stored: true };
    if (stored === undefined || !client || companyId === null || sellerId === null) return undefined;
    const cart = newCart({
      uuid: freshUuid,
      company_id: companyId,
      seller_id: sellerId,
      now: new Date().toISOString(),
      client: { uuid: client.uuid, name: client.name, code_erp: client.code_erp },
    });
    return { cart, stored: false };
  }, [stored, client, companyId, sellerId, freshUuid]);
}
