import { ActionIcon, Card, Group, Stack, Text } from '@mantine/core';
import {
  discountPercentOf,
  formatDecimal,
  formatMoney,
  formatQuantity,
  formatUnitPrice,
  lineTotal,
  type SaleItem,
} from '@rota/domain';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { messages } from '../messages.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

/**
 * One line of the cart: description, code, quantity × unit price (§9: 0 and 4 decimals), its
 * discount, its total (2 decimals), a stepper for the quantity, and the buttons to edit (only
 * when the profile may change the price or give a discount) and to remove it.
 */
export function CartItemCard({
  item,
  canEdit,
  errors,
  onQuantity,
  onEdit,
  onRemove,
}: {
  item: SaleItem;
  canEdit: boolean;
  errors: readonly string[];
  onQuantity: (quantity: number) => void;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="li"
      data-testid="cart-item"
      style={errors.length ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" data-testid="cart-item-name">
              {item.description}
            </Text>
            <Text size="xs" c="dimmed">
              {item.code_erp_product} ·{' '}
              {messages.lineDetail(
                formatQuantity(item.quantity),
                item.unit,
                formatUnitPrice(item.unit_price),
              )}
            </Text>
            {item.discount > 0 && (
              <Text size="xs" c="orange.8">
                {messages.lineDiscount(formatMoney(item.discount), formatDecimal(discountPercentOf(item), 2))}
              </Text>
            )}
          </div>
          <Text fw={700} size="sm" style={{ whiteSpace: 'nowrap' }} data-testid="cart-item-total">
            {formatMoney(lineTotal(item))}
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <QuantityStepper
            value={item.quantity}
            onChange={onQuantity}
            label={`${messages.quantity}: ${item.description}`}
          />
          <Group gap={4} wrap="nowrap">
            {canEdit && (
              <ActionIcon
                size={44}
                variant="subtle"
                aria-label={messages.editItemOf(item.description)}
                onClick={onEdit}
              >
                <IconPencil size={20} />
              </ActionIcon>
            )}
            <ActionIcon
              size={44}
              variant="subtle"
              color="red"
              aria-label={messages.removeItemOf(item.description)}
              onClick={onRemove}
            >
              <IconTrash size={20} />
            </ActionIcon>
          </Group>
        </Group>
        {errors.map((error) => (
          <Text key={error} size="xs" c="red.7">
            {error}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}
