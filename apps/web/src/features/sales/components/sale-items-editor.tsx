import { ActionIcon, Alert, Button, Group, Stack, Text } from '@mantine/core';
import { formatMoney, formatQuantityWithUnit, formatUnitPrice, lineTotal, type SaleItem } from '@rota/domain';
import { IconTrash } from '@tabler/icons-react';
import { useLineQuantityDecimals } from '#lib/db/use-line-quantity-decimals.ts';
import { QUANTITY_SETTLE_MS, QuantityInput } from '#ui/quantity-input.tsx';
import type { useSaleItemsEditor } from '../hooks/use-sale-items-editor.ts';
import { messages } from '../messages.ts';

interface SaleItemsEditorProps {
  editor: ReturnType<typeof useSaleItemsEditor>;
  /** False: the items are shown, not edited (the sale is the server's, or the profile does not allow it). */
  editable: boolean;
}

const list = { listStyle: 'none', padding: 0, margin: 0 } as const;

/** A line: description and total, then code, quantity × price (− discount), then, when editing, its controls. */
function ItemLine({ item, children }: { item: SaleItem; children?: React.ReactNode }) {
  return (
    <Stack
      component="li"
      gap={2}
      py={8}
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
      data-testid="sale-item"
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text size="sm" fw={500} lineClamp={2} style={{ minWidth: 0 }}>
          {item.description}
        </Text>
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(lineTotal(item))}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {item.code_erp_product} · {formatQuantityWithUnit(item.quantity, item.unit)} ×{' '}
        {formatUnitPrice(item.unit_price)}
        {item.discount > 0 ? ` − ${formatMoney(item.discount)}` : ''}
      </Text>
      {/* The controls on a row of their own: beside the text they squeezed it on a phone. */}
      {children}
    </Stack>
  );
}

/** The sale's items with their totals; quantities and removals when the sale is still the seller's. */
export function SaleItemsEditor({ editor, editable }: SaleItemsEditorProps) {
  const { items, totals } = editor;
  const decimalsOf = useLineQuantityDecimals(items);
  return (
    <Stack gap="xs">
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {messages.noItems}
        </Text>
      ) : (
        <ul style={list}>
          {items.map((item) => (
            <ItemLine key={item.uuid} item={item}>
              {editable && (
                <Group gap={4} wrap="nowrap" justify="space-between" mt={4}>
                  <QuantityInput
                    value={item.quantity}
                    decimals={decimalsOf(item)}
                    unit={item.unit}
                    onProblem={(problem) => editor.setProblem(item.uuid, problem)}
                    // Typing '2,5' must not apply the '2' on the way to a refusal.
                    settleMs={QUANTITY_SETTLE_MS}
                    labels={{
                      input: messages.quantityLabel(item.description),
                      less: messages.decrease(item.description),
                      more: messages.increase(item.description),
                    }}
                    onChange={(quantity) => editor.setQuantity(item.uuid, quantity)}
                    disabled={!editor.ready}
                  />
                  <ActionIcon
                    size={44}
                    variant="subtle"
                    color="red"
                    aria-label={messages.removeItem(item.description)}
                    disabled={!editor.ready}
                    onClick={() => editor.remove(item.uuid)}
                  >
                    <IconTrash size={20} aria-hidden />
                  </ActionIcon>
                </Group>
              )}
            </ItemLine>
          ))}
        </ul>
      )}
      {totals && (
        <Group justify="space-between" data-testid="sale-items-total">
          <Text size="sm" c="dimmed">
            {messages.paid}: {formatMoney(totals.paid)}
          </Text>
          <Text fw={700}>
            {messages.total}: {formatMoney(totals.net)}
          </Text>
        </Group>
      )}
      {editable && editor.paymentsOver && totals && (
        <Alert color="orange">{messages.paymentsOver(totals.paid, totals.net)}</Alert>
      )}
      {editor.error && <Alert color="red">{editor.error}</Alert>}
      {editable && (
        <Group justify="flex-end">
          <Button
            onClick={() => void editor.save()}
            disabled={!editor.dirty || editor.paymentsOver || editor.typingProblem}
            loading={editor.saving}
          >
            {messages.saveItems}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
