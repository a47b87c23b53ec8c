import { Stack, Text, Title } from '@mantine/core';
import { formatDate, formatUnitPrice, type OfferedListPrice } from '@rota/domain';
import { useId } from 'react';
import type { PriceListRow } from '#lib/db/my-pwa-db.ts';
import { messages } from '../messages.ts';

/**
 * The product's price lists offered today (§5, already ruled by `offeredListPrices`): each list's
 * description, its price (4 decimals) and until when it is valid ("sem validade" without a date).
 */
export function ProductPriceLists({
  offered,
}: {
  offered: readonly OfferedListPrice<PriceListRow>[] | undefined;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-testid="product-price-lists">
      <Title order={3} size="h5" id={titleId} mb={6}>
        {messages.priceLists}
      </Title>
      {offered === undefined ? (
        <Text size="sm" c="dimmed">
          {messages.loading}
        </Text>
      ) : offered.length === 0 ? (
        <Text size="sm" c="dimmed">
          {messages.noPriceLists}
        </Text>
      ) : (
        <Stack
          gap={0}
          component="ul"
          aria-label={messages.priceListsLabel}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {offered.map(({ list, price }) => (
            <li
              key={list.uuid}
              data-testid="product-price-list"
              style={{
                display: 'flex',
                justifyContent: 'space-between',
                alignItems: 'baseline',
                gap: 12,
                padding: '8px 0',
                borderTop: '1px solid var(--mantine-color-gray-2)',
              }}
            >
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={500}>
                  {list.description}
                </Text>
                <Text size="xs" c="dimmed">
                  {list.vigence_date
                    ? messages.validUntil(formatDate(list.vigence_date))
                    : messages.noValidity}
                </Text>
              </div>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {formatUnitPrice(price)}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </section>
  );
}
