import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { clearOpenCart } from '../api/clear-open-cart.ts';
import type { SaleListItem } from '../api/sale-list.ts';
import { messages } from '../messages.ts';

/** The cart waiting for "Limpar carrinho" to be confirmed, and the confirmation's action. */
export function useClearCart() {
  const [pending, setPending] = useState<SaleListItem | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const cleared = await clearOpenCart(pending.sale);
      notifications.show({
        color: cleared ? 'teal' : 'orange',
        message: cleared ? messages.cleared : messages.clearBusy,
      });
      setPending(null);
    } catch (error) {
      notifications.show({
        color: 'red',
        message: messages.saveFailed(error instanceof Error ? error.message : String(error)),
      });
    } finally {
      setBusy(false);
    }
  };
  return { pending, busy, ask: setPending, cancel: () => setPending(null), confirm };
}
