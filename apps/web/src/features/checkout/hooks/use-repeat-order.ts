import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { readConfig } from '#lib/db/config-db.ts';
import { pathFor } from '#lib/routes/index.ts';
import { repeatIntoCart } from '../api/repeat-into-cart.ts';
import { messages } from '../messages.ts';
import type { CheckoutSession } from './use-checkout-session.ts';

/**
 * Runs "Repetir pedido" once for `?repetir=<sale uuid>` (the link `repeatOrderPath` builds, used
 * by the client page and the sales screens), then opens the client's cart with what changed in
 * the location state. Answers the refusal to show, or null.
 */
export function useRepeatOrder(saleUuid: string | null, session: CheckoutSession | null): string | null {
  const navigate = useNavigate();
  const started = useRef<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    if (!saleUuid || !session || started.current === saleUuid) return;
    started.current = saleUuid;
    if (!session.may.newSale) {
      setRefusal(messages.noNewSale);
      return;
    }
    void (async () => {
      const config = await readConfig(session.companyId);
      const result = await repeatIntoCart(
        saleUuid,
        { companyId: session.companyId, sellerId: session.sellerId },
        config?.allowed_price_lists ?? [],
        new Date(),
      );
      if (!result.ok) {
        setRefusal(result.message);
        return;
      }
      navigate(pathFor('checkout', { goTo: result.clientUuid }), {
        replace: true,
        state: { repeatNotes: [messages.repeatDone(result.copied), ...result.notes] },
      });
    })();
  }, [saleUuid, session, navigate]);
  return refusal;
}
