import { Button, Text } from '@mantine/core';
import { formatQuantityWithUnit } from '@rota/domain';
import { Link } from 'react-router';
import { useClientMixGap } from '#lib/mix/index.ts';
import { addMixGapPath } from '#lib/routes/index.ts';
import { uiMessages } from '#ui/messages.ts';
import { MixGapList } from '#ui/mix-gap-list.tsx';
import { messages } from '../messages.ts';
import { SectionCard } from './section-card.tsx';

/**
 * "Mix em falta" on the client page: what the client bought in the company's last days (90 unless
 * it says otherwise) and not this month, from the sales on this device, offline. With
 * canNewSaleClient each product opens the client's cart with it added at its last quantity.
 */
export function ClientMixGapSection({ clientUuid, canAdd }: { clientUuid: string; canAdd: boolean }) {
  const gap = useClientMixGap(clientUuid);
  if (!gap) return null;
  return (
    <SectionCard title={uiMessages.mixGapTitle} testId="client-mix-gap">
      {gap.products.length === 0 ? (
        <Text size="sm" c="dimmed">
          {uiMessages.mixGapNone(gap.days)}
        </Text>
      ) : (
        <>
          <Text size="xs" c="dimmed" mb={4}>
            {uiMessages.mixGapHint(gap.days)}
          </Text>
          <MixGapList
            products={gap.products}
            action={(product) =>
              canAdd && (
                <Button
                  component={Link}
                  to={addMixGapPath(clientUuid, product.product_uuid)}
                  size="compact-sm"
                  variant="light"
                  aria-label={messages.mixGapAddLabel(
                    product.description,
                    formatQuantityWithUnit(product.lastQuantity, product.unit),
                  )}
                >
                  {messages.mixGapAdd}
                </Button>
              )
            }
          />
        </>
      )}
    </SectionCard>
  );
}
