import { Text, Title } from '@mantine/core';
import type { Promotion } from '@rota/domain';
import { useId } from 'react';
import { PromotionList } from '#ui/promotion-list.tsx';
import { messages } from '../messages.ts';

/**
 * The promotions running today that reach the product, each in the product's unit ("A partir de
 * 5 CX: 3% · 10 CX: 5%"). The cart decides per client, channel and price list.
 */
export function ProductPromotions({ promotions, unit }: { promotions: readonly Promotion[]; unit: string }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-testid="product-promotions">
      <Title order={3} size="h5" id={titleId} mb={6}>
        {messages.promotions}
      </Title>
      <PromotionList promotions={promotions} unit={unit} />
      <Text size="xs" c="dimmed" mt={6}>
        {messages.promotionsHint}
      </Text>
    </section>
  );
}
