import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { formatDate } from '@rota/domain';
import { IconEraser, IconPencil, IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { pathFor } from '#lib/routes/index.ts';
import { SaleApprovalBadge, SaleStatusBadge } from '#ui/sale-status-badge.tsx';
import type { SaleListItem } from '../api/sale-list.ts';
import { messages } from '../messages.ts';
import { saleItemsPath } from './sale-items-path.ts';
import { SaleOutboxBadge } from './sale-outbox-badge.tsx';

interface OpenCartCardProps {
  item: SaleListItem;
  onClear: (item: SaleListItem) => void;
}

/** An open cart: its client, items and total, and what the seller can do with it. */
export function OpenCartCard({ item, onClear }: OpenCartCardProps) {
  const { sale } = item;
  const client = item.clientName ?? messages.noClient;
  return (
    <Card withBorder padding="sm" radius="md" component="li" data-testid="open-cart">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} truncate>
            {client}
          </Text>
          <Group gap={6} wrap="nowrap">
            <SaleApprovalBadge status={sale.approval_status} />
            <SaleStatusBadge status={sale.status} />
          </Group>
        </Group>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {formatDate(sale.created_at)} · {messages.cartLine(item.itemCount, item.total)}
          </Text>
          <SaleOutboxBadge outbox={item.outbox} />
        </Group>
        <Group gap="xs">
          <Button
            size="xs"
            component={Link}
            to={pathFor('checkout', { goTo: sale.client_uuid ?? undefined })}
            leftSection={<IconShoppingCart size={16} aria-hidden />}
          >
            {messages.continueCart}
          </Button>
          <Button
            size="xs"
            variant="light"
            component={Link}
            to={saleItemsPath(sale.uuid)}
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            {messages.editItems}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() => onClear(item)}
            leftSection={<IconEraser size={16} aria-hidden />}
            aria-label={`${messages.clearCart} ${client}`}
          >
            {messages.clearCart}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
