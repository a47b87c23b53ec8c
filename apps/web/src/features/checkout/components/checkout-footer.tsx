import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { type CartTotals, formatMoney } from '@rota/domain';
import { messages } from '../messages.ts';
import { PaymentBalance } from './payment-tab.tsx';

/**
 * Two buttons side by side on a 390 px phone: a smaller label and padding so "Finalizar depois"
 * fits, 36 px high (past WCAG 2.2's 24 px target size, so the bar stays short).
 */
const FIT = {
  root: { paddingInline: 8, height: 36 },
  label: { fontSize: 'var(--mantine-font-size-sm)' },
} as const;

/**
 * The bar that stays at the bottom of the screen (above the area's bottom bar on a phone): the
 * total, where the payments stand, "Finalizar depois" (canFinishLater) and "Finalizar", which
 * waits for items, for payments equal to the total and for the minimum order (saying what is
 * missing); it says when the sale, finished as it is,
 * will wait for a supervisor's approval. Two rows, so that on a 390×844 phone it and the bottom
 * bar take under a fifth of the height (about 94 + 8 + 64 of 844 px): the cart scrolls above it.
 */
export function CheckoutFooter({
  docked,
  totals,
  refusedQuantity,
  mayFinishLater,
  needsApproval,
  minimumShortfall,
  busy,
  onFinish,
  onFinishLater,
}: {
  /** Floats at the bottom of the screen; false while the product matches are listed, so none hides under it. */
  docked: boolean;
  totals: CartTotals;
  /**
   * A line's quantity field shows a refused text ("2,5" of a UN): the cart holds the quantity
   * before it, so neither finish may run until the seller fixes what the screen shows.
   */
  refusedQuantity: boolean;
  mayFinishLater: boolean;
  /** Finished as it is, the sale waits for a supervisor (the reasons show above the tabs). */
  needsApproval: boolean;
  /** What the order lacks to reach its minimum ("Faltam R$ 37,50 para o mínimo…"), or null. */
  minimumShortfall: string | null;
  busy: boolean;
  onFinish: () => void;
  onFinishLater: () => void;
}) {
  const blocked =
    totals.itemCount === 0 || totals.remaining !== 0 || refusedQuantity || minimumShortfall !== null;
  return (
    <Paper
      withBorder
      shadow="sm"
      px="sm"
      py={8}
      radius="md"
      data-testid="checkout-footer"
      style={
        docked
          ? {
              position: 'sticky',
              bottom: 'calc(var(--app-shell-footer-offset, 0px) + 8px)',
              zIndex: 5,
              // A strip of the page's colour fills the 8 px under the bar: the cart scrolling
              // behind it no longer shows half a line between the bar and the bottom navigation.
              boxShadow: 'var(--mantine-shadow-sm), 0 10px 0 0 var(--mantine-color-body)',
            }
          : undefined
      }
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="center" gap="xs" lh={1.35}>
          <div style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed" lh="inherit">
              {messages.itemCount(totals.itemCount)}
              {totals.discount > 0 ? ` · ${messages.discountTotal} ${formatMoney(totals.discount)}` : ''}
            </Text>
            {totals.itemCount > 0 && <PaymentBalance totals={totals} size="xs" />}
          </div>
          <div style={{ textAlign: 'right', whiteSpace: 'nowrap', lineHeight: 1.2 }}>
            <Text size="xs" c="dimmed" lh="inherit">
              {messages.total}
            </Text>
            <Text fw={800} size="lg" lh="inherit" data-testid="cart-total">
              {formatMoney(totals.net)}
            </Text>
          </div>
        </Group>
        {refusedQuantity && (
          <Text size="sm" c="var(--mantine-color-red-light-color)" fw={600} data-testid="refused-quantity">
            {messages.fixQuantity}
          </Text>
        )}
        {minimumShortfall !== null && totals.itemCount > 0 && (
          <Text size="sm" c="var(--mantine-color-red-light-color)" fw={600} data-testid="order-minimum">
            {minimumShortfall}
          </Text>
        )}
        {needsApproval && totals.itemCount > 0 && (
          <Text size="sm" c="var(--mantine-color-orange-light-color)" fw={600} data-testid="needs-approval">
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
