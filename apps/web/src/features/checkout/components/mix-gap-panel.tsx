import { Alert, Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { formatQuantityWithUnit, type Sale } from '@rota/domain';
import { useState } from 'react';
import { uiMessages } from '#ui/messages.ts';
import { MixGapList } from '#ui/mix-gap-list.tsx';
import { useMixGapOffer } from '../hooks/use-mix-gap-offer.ts';
import { messages } from '../messages.ts';

/**
 * "Mix em falta" under the cart's items: what the client used to buy and not this month, each
 * added in one tap with its last quantity (`useMixGapOffer`); nothing when the client has no gap.
 */
export function MixGapPanel({ cart, allowedLists }: { cart: Sale; allowedLists: readonly string[] }) {
  const { gap, missing, add, notice, dismiss } = useMixGapOffer(cart, allowedLists);
  const [adding, setAdding] = useState<string | null>(null);
  if (!gap || (gap.products.length === 0 && !notice)) return null;
  return (
    <Card withBorder radius="md" padding="sm" data-testid="mix-gap">
      <Stack gap="xs">
        <div>
          <Title order={3} size="h5">
            {uiMessages.mixGapTitle}
          </Title>
          <Text size="xs" c="dimmed">
            {uiMessages.mixGapHint(gap.days)}
          </Text>
        </div>
        {notice && (
          <Alert
            color={notice.color}
            variant="light"
            withCloseButton
            onClose={dismiss}
            p="xs"
            data-testid="mix-gap-notice"
          >
            <List size="sm">
              {notice.lines.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {missing.length === 0 ? (
          <Text size="sm" c="dimmed">
            {messages.mixGapAllIn}
          </Text>
        ) : (
          <MixGapList
            products={missing}
            action={(product) => (
              <Button
                size="compact-sm"
                variant="light"
                loading={adding === product.product_uuid}
                aria-label={messages.mixGapAddLabel(
                  product.description,
                  formatQuantityWithUnit(product.lastQuantity, product.unit),
                )}
                onClick={() => {
                  setAdding(product.product_uuid);
                  void add(product).finally(() => setAdding(null));
                }}
              >
                {messages.mixGapAdd}
              </Button>
            )}
          />
        )}
      </Stack>
    </Card>
  );
}
