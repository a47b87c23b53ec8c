import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useToday } from '#lib/clock/use-today.ts';
import { useClearCart } from '../hooks/use-clear-cart.ts';
import { useSaleFilters } from '../hooks/use-sale-filters.ts';
import { useSaleList } from '../hooks/use-sale-list.ts';
import { messages } from '../messages.ts';
import { ClearCartModal } from './clear-cart-modal.tsx';
import { OpenCartCard } from './open-cart-card.tsx';
import { SaleFilters } from './sale-filters.tsx';
import { SaleRow } from './sale-row.tsx';

const list = { listStyle: 'none', padding: 0, margin: 0 } as const;
/** Sent sales drawn at a time: months of sales are hundreds of rows, most never looked at. */
const PAGE = 50;

/**
 * "Vendas" (route `sales`, §2 /admin/sales): the seller's open carts first (continue in the
 * checkout, edit the items, clear with a confirmation), then the sales sent, newest first, with
 * their §4 status kept live by the sync (a `sale.status` event pulls the sale), filtered by
 * status and period, with the sold total of what is shown. A sale whose write is still in the
 * outbox says "não enviada". Works offline on `MyPWA_DB`.
 */
export function SaleListPage() {
  const filterState = useSaleFilters(useToday());
  const data = useSaleList(filterState.filters);
  const clear = useClearCart();
  const [limit, setLimit] = useState(PAGE);
  // Other filters, another list: start again from its first rows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the filters change.
  useEffect(() => setLimit(PAGE), [filterState.filters]);

  if (!data) return <Text c="dimmed">{messages.loading}</Text>;
  return (
    <Stack gap="md">
      {data.carts.length > 0 && (
        <section aria-labelledby="open-carts-title">
          <Title order={2} size="h4" id="open-carts-title">
            {messages.cartsTitle}
          </Title>
          <Text size="sm" c="dimmed" mb="xs">
            {messages.cartsHint}
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs" component="ul" style={list}>
            {data.carts.map((item) => (
              <OpenCartCard key={item.sale.uuid} item={item} onClear={clear.ask} />
            ))}
          </SimpleGrid>
        </section>
      )}

      <section aria-labelledby="sent-sales-title">
        <Title order={2} size="h4" id="sent-sales-title">
          {messages.sentTitle}
        </Title>
        <Text size="sm" c="dimmed" mb="xs">
          {messages.sentIntro}
        </Text>
        <Stack gap="sm">
          <SaleFilters state={filterState} />
          <Card withBorder padding="xs" radius="md" data-testid="sale-totals">
            <Group justify="space-between" gap="xs">
              <Text fw={600}>{messages.totals(data.totals.count, data.totals.total)}</Text>
              <Text size="xs" c="dimmed" data-testid="sale-totals-hint">
                {messages.totalsHint(data.sent.length, data.totals.count)}
              </Text>
            </Group>
          </Card>
          {data.sent.length > 0 ? (
            <>
              <ul style={list} aria-label={messages.sentTitle}>
                {data.sent.slice(0, limit).map((item) => (
                  <SaleRow key={item.sale.uuid} item={item} />
                ))}
              </ul>
              {data.sent.length > limit && (
                <Group justify="space-between">
                  <Text size="xs" c="dimmed">
                    {messages.shown(limit, data.sent.length)}
                  </Text>
                  <Button variant="light" size="xs" onClick={() => setLimit((shown) => shown + PAGE)}>
                    {messages.showMore(Math.min(PAGE, data.sent.length - limit))}
                  </Button>
                </Group>
              )}
            </>
          ) : !data.synced && data.sentCount === 0 ? (
            <Alert color="gray">{messages.firstSync}</Alert>
          ) : (
            <Text c="dimmed" size="sm">
              {data.sentCount === 0 ? messages.noneSent : messages.noneForFilters}
            </Text>
          )}
        </Stack>
      </section>

      <ClearCartModal
        item={clear.pending}
        busy={clear.busy}
        onCancel={clear.cancel}
        onConfirm={() => void clear.confirm()}
      />
    </Stack>
  );
}
