import { Group, Paper, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { unitLabel } from '@rota/domain';
import type { LineSendState } from '../hooks/use-bakery-day.ts';
import { messages } from '../messages.ts';
import type { ProductCard as Card } from '../model/product-cards.ts';
import { SendStateBadge } from './send-state-badge.tsx';
import { stampTime } from './stamp-time.ts';

/** A product to make: the total and how much is done in numbers read from a metre away; a tap opens the sheet. */
export function ProductCard({
  card,
  sendState,
  onOpen,
}: {
  card: Card;
  sendState: (id: number) => LineSendState;
  onOpen: () => void;
}) {
  const complete = card.done >= card.quantity;
  return (
    // Full height of its grid row, so the cards of a row line up whatever their titles' lengths.
    <UnstyledButton
      onClick={onOpen}
      data-card={card.key}
      style={{ display: 'block', width: '100%', height: '100%' }}
    >
      <Paper withBorder p="md" radius="md" mih={140} h="100%" bg={complete ? 'green.0' : undefined}>
        <Stack gap={6}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Text fz={20} fw={700} lh={1.2}>
              {card.description}
            </Text>
            <SendStateBadge states={card.lines.map((line) => sendState(line.id))} />
          </Group>
          <Text fz={34} fw={800} lh={1.1} data-figure="done">
            {messages.of(card.done, card.quantity)}{' '}
            <Text span fz={18} fw={600}>
              {unitLabel(card.unit)}
            </Text>
          </Text>
          <Progress
            value={card.quantity === 0 ? 0 : (100 * card.done) / card.quantity}
            size={14}
            color={complete ? 'green.8' : 'blue.7'}
            aria-hidden
          />
          <Text fz="sm" c="gray.8">
            {messages.card.clients(card.lines.length)}
            {card.last && ` · ${stampTime(card.last)}`}
          </Text>
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}
