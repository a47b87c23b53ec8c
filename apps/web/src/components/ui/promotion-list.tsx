import { Stack, Text } from '@mantine/core';
import { type Promotion, promotionOffer, promotionPeriod } from '@rota/domain';

/**
 * Promotions as a list: each one's name, what it gives (in the product's unit when one product
 * is meant) and its days. The product's sheet and the client page show them so.
 */
export function PromotionList({ promotions, unit }: { promotions: readonly Promotion[]; unit?: string }) {
  return (
    <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {promotions.map((promotion) => (
        <li key={promotion.uuid} data-testid="promotion-item">
          <Text size="sm" fw={600}>
            {promotion.name}
          </Text>
          <Text size="sm">{promotionOffer(promotion, unit)}</Text>
          <Text size="xs" c="dimmed">
            {promotionPeriod(promotion)}
          </Text>
        </li>
      ))}
    </Stack>
  );
}
