import { ActionIcon, Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { type CartTotals, formatMoney, type Sale } from '@rota/domain';
import { IconTrash } from '@tabler/icons-react';
import type { CartActions } from '../hooks/use-cart-actions.ts';
import type { SaleOptions } from '../hooks/use-sale-options.ts';
import { messages } from '../messages.ts';
import { paymentKeys } from '../model/payment-keys.ts';
import { paymentPreview } from '../model/payment-preview.ts';
import { PaymentForm } from './payment-form.tsx';

/** Where the payments stand against the total: missing, over, or equal (Finalizar needs equal). */
export function PaymentBalance({ totals, size = 'sm' }: { totals: CartTotals; size?: 'xs' | 'sm' }) {
  if (totals.remaining === 0)
    return (
      <Text size={size} c="var(--mantine-color-teal-light-color)" fw={600} data-testid="payment-balance">
        {messages.paidInFull}
      </Text>
    );
  return (
    <Text size={size} c={totals.remaining > 0 ? 'orange.8' : 'red.7'} fw={600} data-testid="payment-balance">
      {totals.remaining > 0
        ? messages.remaining(formatMoney(totals.remaining))
        : messages.exceeding(formatMoney(-totals.remaining))}
    </Text>
  );
}

/**
 * The sale's payment lines (form, condition, amount, installments) and the form that adds one;
 * the sum must equal the total before the sale is finished (domain `saleErrors`).
 */
export function PaymentTab({
  cart,
  totals,
  options,
  saleDay,
  actions,
  errors,
}: {
  cart: Sale;
  totals: CartTotals;
  options: SaleOptions;
  saleDay: string;
  actions: CartActions;
  errors: Record<string, string[]>;
}) {
  const keys = paymentKeys(cart.payments);
  const conditions = new Map(options.conditions.map((row) => [row.id, row]));
  const messagesOfPayments = Object.entries(errors)
    .filter(([field]) => field === 'payments' || field.startsWith('payments.'))
    .flatMap(([, list]) => list);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <PaymentBalance totals={totals} />
        {totals.remaining > 0 && cart.payments.length > 0 && (
          <Button
            variant="subtle"
            size="sm"
            onClick={() => {
              const last = cart.payments.length - 1;
              void actions.changePayment(last, (cart.payments[last]?.price ?? 0) + totals.remaining);
            }}
          >
            {messages.fillRemaining}
          </Button>
        )}
      </Group>
      {messagesOfPayments.length > 0 && (
        <Alert color="red" variant="light">
          {messagesOfPayments.join(' ')}
        </Alert>
      )}
      {cart.payments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {messages.noPayments}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {cart.payments.map((payment, index) => (
            <Card
              key={keys[index]}
              withBorder
              radius="md"
              padding="sm"
              component="li"
              data-testid="payment-line"
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {payment.formPayment.description} · {payment.conditionPayment.description}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {paymentPreview(payment.price, conditions.get(payment.condition_payment_id), saleDay)}
                  </Text>
                </div>
                <Group gap={4} wrap="nowrap">
                  <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(payment.price)}
                  </Text>
                  <ActionIcon
                    size={44}
                    variant="subtle"
                    color="red"
                    aria-label={messages.removePayment}
                    onClick={() => void actions.removePayment(index)}
                  >
                    <IconTrash size={20} />
                  </ActionIcon>
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      <PaymentForm
        options={options}
        total={totals.net}
        remaining={totals.remaining}
        saleDay={saleDay}
        onAdd={actions.addPayment}
      />
    </Stack>
  );
}
