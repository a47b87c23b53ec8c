import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { formatDate, orderLabel } from '@rota/domain';
import { IconEraser, IconPencil, IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { pathFor } from '#lib/routes/index.ts';
import { DotParts } from '#ui/dot-parts.tsx';
import { SaleApprovalBadge, SaleStatusBadge } from '#ui/sale-status-badge.tsx';
import type { SaleListItem } from '../api/sale-list.ts';
import { messages } from '../messages.ts';
import { saleItemsPath } from './sale-items-path.ts';
import { SaleOutboxBadge } from './sale-outbox-badge.tsx';

interface OpenCartCardProps {
  item: SaleListItem;
  onClear: (item: SaleListItem) => void;
}

/** An open cart: its client, order number, items and total, and what the seller can do with it. */
export function OpenCartCard({ item, onClear }: OpenCartCardProps) {
  const { sale } = item;
  const client = item.clientName ?? messages.noClient;
  return (
    <Card withBorder padding="sm" radius="md" component="li" data-testid="open-cart">
      <Stack gap={6}>
        {/* The whole name, on two lines at most: a cut name is the one a seller cannot tell apart. */}
        <Text fw={600} lineClamp={2}>
          {client}
        </Text>
        <Group gap={6}>
          <SaleStatusBadge status={sale.status} />
          <SaleApprovalBadge status={sale.approval_status} />
          <SaleOutboxBadge outbox={item.outbox} />
        </Group>
        <Text size="sm" c="dimmed">
          <DotParts
            parts={[
              { text: messages.order(orderLabel(sale)) },
              { text: formatDate(sale.created_at) },
              { text: messages.cartLine(item.itemCount, item.total) },
            ]}
          />
        </Text>
        {/* Narrow padding and small icons keep the three on one row where they fit; where they do
            not, "Limpar" wraps below instead of every label being cut ("Continuai"). */}
        <Group gap={6} wrap="wrap">
          <Button
            size="xs"
            px={10}
            component={Link}
            to={pathFor('checkout', { goTo: sale.client_uuid ?? undefined })}
            leftSection={<IconShoppingCart size={14} aria-hidden />}
          >
            {messages.continueCart}
          </Button>
          <Button
            size="xs"
            px={10}
            variant="light"
            component={Link}
            to={saleItemsPath(sale.uuid)}
            leftSection={<IconPencil size={14} aria-hidden />}
          >
            {messages.editItems}
          </Button>
          <Button
            size="xs"
            px={10}
            variant="subtle"
            color="red"
            onClick={() => onClear(item)}
            leftSection={<IconEraser size={14} aria-hidden />}
            aria-label={`${messages.clearCart} ${client}`}
          >
            {messages.clearCart}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
