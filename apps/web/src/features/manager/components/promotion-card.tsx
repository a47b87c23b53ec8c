import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import {
  BAKERY_CATEGORIES,
  PROMOTION_KIND_LABELS,
  type Promotion,
  promotionOffer,
  promotionPeriod,
} from '@rota/domain';
import { messages } from '../messages.ts';

const text = messages.promotions;
const categoryName = (code: string) =>
  BAKERY_CATEGORIES.find((category) => category.code === code)?.name ?? code;

/** Whom and what a promotion reaches, in one line: "3 produtos · categorias Café · 2 clientes". */
export function promotionReach(promotion: Promotion): string {
  const parts: string[] = [];
  if (promotion.kind === 'kit') parts.push(text.products(promotion.kit_items?.length ?? 0));
  else if (promotion.products.length === 0 && promotion.categories.length === 0)
    parts.push(text.everyProduct);
  else {
    if (promotion.products.length > 0) parts.push(text.products(promotion.products.length));
    if (promotion.categories.length > 0) parts.push(text.categories(promotion.categories.map(categoryName)));
  }
  if (promotion.clients.length > 0) parts.push(text.clients(promotion.clients.length));
  if (promotion.channels.length > 0) parts.push(text.channels(promotion.channels));
  if (promotion.price_lists.length > 0) parts.push(text.priceLists(promotion.price_lists));
  return parts.join(' · ');
}

/** One promotion: its name, kind, what it gives, days, reach and source; edit it or end it today. */
export function PromotionCard({
  promotion,
  running,
  ending,
  onEdit,
  onEnd,
}: {
  promotion: Promotion;
  running: boolean;
  ending: boolean;
  onEdit: () => void;
  onEnd: () => void;
}) {
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      data-testid="promotion-card"
      component="article"
      aria-label={promotion.name}
    >
      <Stack gap={6}>
        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
          {promotion.name}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color="gray">
            {PROMOTION_KIND_LABELS[promotion.kind]}
          </Badge>
          <Text size="sm" fw={500}>
            {promotionOffer(promotion)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {promotionPeriod(promotion)}
        </Text>
        <Text size="sm">
          {text.reach}: {promotionReach(promotion)}
        </Text>
        <Text size="xs" c="dimmed">
          {promotion.code_erp ? text.fromErp(promotion.code_erp) : text.fromManager}
        </Text>
        <Group gap="xs" mt={4}>
          <Button size="xs" variant="default" onClick={onEdit}>
            {text.edit}
          </Button>
          {running && (
            <Button size="xs" variant="light" color="red" loading={ending} onClick={onEnd}>
              {text.endToday}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
