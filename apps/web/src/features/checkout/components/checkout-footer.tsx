import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { type CartTotals, formatMoney } from '@rota/domain';
import { messages } from '../messages.ts';
import { PaymentBalance } from './payment-tab.tsx';

/** Two buttons side by side on a 390 px phone: a smaller label and padding so "Finalizar depois" fits. */
const FIT = { root: { paddingInline: 8 }, label: { fontSize: 'var(--mantine-font-size-sm)' } } as const;

/**
 * The bar that stays at the bottom of the screen (above the area's bottom bar on a phone): the
 * total, where the payments stand, "Finalizar depois" (canFinishLater) and "Finalizar", which
 * waits for items and for payments equal to the total; it says when the sale, finished as it is,
 * will wait for a supervisor's approval.
 */
export function CheckoutFooter({
  totals,
  refusedQuantity,
  mayFinishLater,
  needsApproval,
  busy,
  onFinish,
  onFinishLater,
}: {
  totals: CartTotals;
  /**
   * A line's quantity field shows a refused text ("2,5" of a UN): the cart holds the quantity
   * before it, so neither finish may run until the seller fixes what the screen shows.
   */
  refusedQuantity: boolean;
  mayFinishLater: boolean;
  /** Finished as it is, the sale waits for a supervisor (a discount above the seller's limit). */
  needsApproval: boolean;
  busy: boolean;
  onFinish: () => void;
  onFinishLater: () => void;
}) {
  const blocked = totals.itemCount === 0 || totals.remaining !== 0 || refusedQuantity;
  return (
    <Paper
      withBorder
      shadow="sm"
      p="sm"
      radius="md"
      data-testid="checkout-footer"
      style={{ position: 'sticky', bottom: 'calc(var(--app-shell-footer-offset, 0px) + 8px)', zIndex: 5 }}
    >
      <Stack gap={8}>
        <Group justify="space-between" wrap="nowrap" align="baseline">
          <div>
            <Text size="xs" c="dimmed">
              {messages.itemCount(totals.itemCount)}
              {totals.discount > 0 ? ` · ${messages.discountTotal} ${formatMoney(totals.discount)}` : ''}
            </Text>
            {totals.itemCount > 0 && <PaymentBalance totals={totals} />}
          </div>
          <div style={{ textAlign: 'right' }}>
            <Text size="xs" c="dimmed">
              {messages.total}
            </Text>
            <Text fw={800} size="xl" style={{ whiteSpace: 'nowrap' }} data-testid="cart-total">
              {formatMoney(totals.net)}
            </Text>
          </div>
        </Group>
        {refusedQuantity && (
          <Text size="sm" c="red.8" fw={600} data-testid="refused-quantity">
            {messages.fixQuantity}
          </Text>
        )}
        {needsApproval && totals.itemCount > 0 && (
          <Text size="sm" c="orange.9" fw={600} data-testid="needs-approval">
            {messages.needsApproval}
          </Text>
        )}
        <Group grow gap="xs">
          {mayFinishLater && (
            <Button
              variant="default"
              size="md"
              styles={FIT}
              onClick={onFinishLater}
              disabled={busy || totals.itemCount === 0 || refusedQuantity}
            >
              {messages.finishLater}
            </Button>
          )}
          <Button size="md" styles={FIT} onClick={onFinish} disabled={busy || blocked} loading={busy}>
            {messages.finish}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
