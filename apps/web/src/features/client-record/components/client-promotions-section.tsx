import { Text } from '@mantine/core';
import { useClientPromotions } from '#lib/promotions/index.ts';
import { PromotionList } from '#ui/promotion-list.tsx';
import { messages } from '../messages.ts';
import { SectionCard } from './section-card.tsx';

/**
 * "Promoções de hoje" on the client page, beside the mix gap: what a cart of this client gets
 * today (its own promotions, its channel's and the company's for everyone), from this device,
 * offline. Nothing shown when none runs.
 */
export function ClientPromotionsSection({
  client,
}: {
  client: { code_erp: string | null; channel_code_erp?: string | null };
}) {
  const promotions = useClientPromotions(client);
  if (!promotions || promotions.length === 0) return null;
  return (
    <SectionCard title={messages.promotionsTitle} testId="client-promotions">
      <Text size="xs" c="dimmed" mb={4}>
        {messages.promotionsHint}
      </Text>
      <PromotionList promotions={promotions} />
    </SectionCard>
  );
}
