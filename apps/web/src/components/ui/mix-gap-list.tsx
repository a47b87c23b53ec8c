import { Button, Group, Stack, Text } from '@mantine/core';
import { formatDate, formatQuantityWithUnit, formatUnitPrice, type MixGapProduct } from '@rota/domain';
import { type ReactNode, useState } from 'react';
import { uiMessages as messages } from './messages.ts';

/**
 * A client's mix gap (docs/domain.md "Mix gap"): each product with its last purchase — day,
 * quantity and unit price — and how often it was bought in the period, the first `shown` of them
 * until the seller asks for all; `action` gives each row its button (the client page links to the
 * cart, the cart adds at once).
 */
export function MixGapList({
  products,
  action,
  shown = 5,
}: {
  products: readonly MixGapProduct[];
  action: (product: MixGapProduct) => ReactNode;
  shown?: number;
}) {
  const [all, setAll] = useState(false);
  const visible = all ? products : products.slice(0, shown);
  return (
    <Stack gap={0}>
      <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {visible.map((product) => (
          <Group
            key={product.product_uuid}
            component="li"
            justify="space-between"
            wrap="nowrap"
            gap="sm"
            py={8}
            style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
            data-testid="mix-gap-product"
          >
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {product.description}
              </Text>
              <Text size="xs" c="dimmed">
                {messages.mixGapLast(
                  formatDate(product.lastSoldAt),
                  formatQuantityWithUnit(product.lastQuantity, product.unit),
                  formatUnitPrice(product.lastUnitPrice),
                )}
                {' · '}
                {messages.mixGapPurchases(product.purchases)}
              </Text>
            </div>
            <div style={{ flexShrink: 0 }}>{action(product)}</div>
          </Group>
        ))}
      </Stack>
      {products.length > shown && (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setAll(!all)}
          style={{ alignSelf: 'flex-start' }}
        >
          {all ? messages.mixGapShowLess : messages.mixGapShowAll(products.length)}
        </Button>
      )}
    </Stack>
  );
}
