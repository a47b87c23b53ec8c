import type { Sale } from '@rota/domain';
import { useState } from 'react';
import { loadOrderDocument, type OrderIssuer } from '../api/load-order-document.ts';
import { type ShareOutcome, shareOrder } from '../api/share-order.ts';
import { messages } from '../messages.ts';

export interface OrderShare {
  busy: boolean;
  outcome: ShareOutcome | null;
  error: string | null;
  share: () => Promise<void>;
}

/**
 * "Compartilhar pedido": the order's PDF made on the device (lib/pdf's own writer) and handed to
 * the share sheet or downloaded. Works offline: it reads only the device's tables.
 */
export function useOrderShare(sale: Sale | undefined, issuer: OrderIssuer | null): OrderShare {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const share = async () => {
    if (!sale || !issuer || busy) return;
    setBusy(true);
    setError(null);
    try {
      const order = await loadOrderDocument(sale, issuer, new Date());
      // Still loaded on the first share: a few KiB now, but most checkouts never share, and the
      // precached chunk is one cache read away even offline.
      const { buildOrderPdf } = await import('../api/order-pdf.ts');
      const bytes = await buildOrderPdf(order);
      setOutcome(await shareOrder(bytes, order.fileName, order.title));
    } catch (failure) {
      console.error('[rota] PDF do pedido:', failure);
      setError(messages.shareFailed);
    } finally {
      setBusy(false);
    }
  };
  return { busy, outcome, error, share };
}
