import { Alert, Text } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { useCheckoutSession } from '../hooks/use-checkout-session.ts';
import { useRepeatOrder } from '../hooks/use-repeat-order.ts';
import { messages } from '../messages.ts';
import { CheckoutCart } from './checkout-cart.tsx';
import { ClientPicker } from './client-picker.tsx';
import { OrderSummary } from './order-summary.tsx';

/**
 * "Venda" (route `checkout`, §2 /admin/checkout/{goTo?}): `goTo` is the client's uuid (the
 * client list, map and page open it so), and its active cart opens — or a new one, stored with
 * its first change. Without `goTo` the seller picks the client. `?resumo=<sale>` shows a finished
 * order with "Compartilhar pedido"; `?repetir=<sale>` copies a past sale into the client's cart.
 */
export function CheckoutPage() {
  const { goTo } = useParams();
  const [params] = useSearchParams();
  const session = useCheckoutSession();
  const summary = params.get('resumo');
  const repeat = params.get('repetir');
  const repeatRefusal = useRepeatOrder(repeat, session);

  if (!session) return <Text c="dimmed">{messages.loading}</Text>;
  if (summary) return <OrderSummary saleUuid={summary} session={session} />;
  if (repeat)
    return repeatRefusal ? (
      <Alert color="yellow">{repeatRefusal}</Alert>
    ) : (
      <Text c="dimmed">{messages.loading}</Text>
    );
  if (!goTo) return <ClientPicker session={session} />;
  return <CheckoutCart key={goTo} clientUuid={goTo} session={session} />;
}
