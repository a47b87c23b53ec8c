import { ActionIcon, Alert, Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { moveInOrder, parseCoordinate, suggestVisitOrder } from '@rota/domain';
import { IconArrowDown, IconArrowUp, IconRoute } from '@tabler/icons-react';
import { useState } from 'react';
import type { ClientListItem } from '../api/client-list-item.ts';
import { saveVisitOrder } from '../api/visit-orders.ts';
import { messages } from '../messages.ts';

interface VisitOrderModalProps {
  /** The day's clients, in the order the list shows them. */
  items: readonly ClientListItem[];
  dayLabel: string;
  orderKey: string;
  onClose: () => void;
}

/** At least the first stop and two to order after it. */
const MIN_LOCATED_TO_SUGGEST = 3;

/**
 * "Ordem de visita": the day's clients, each moved up or down one place, kept on the device when
 * saved (docs/domain.md "Visiting order"). "Sugerir ordem" proposes a shorter walk from the
 * first client with a position (domain `suggestVisitOrder`), which the seller saves or adjusts
 * first. Full screen on a phone; the list scrolls under its title with the buttons always in reach.
 */
export function VisitOrderModal({ items, dayLabel, orderKey, onClose }: VisitOrderModalProps) {
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;
  const [order, setOrder] = useState(() => items.map((item) => item.client.uuid));
  const [saving, setSaving] = useState(false);
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const names = new Map(items.map((item) => [item.client.uuid, item.client.name]));
  const located = items.filter(
    (item) =>
      parseCoordinate(item.client.lat, 90) !== null && parseCoordinate(item.client.long, 180) !== null,
  ).length;
  const suggest = () => {
    const suggested = suggestVisitOrder(
      order,
      items.map((item) => item.client),
    );
    const shorter = suggested.afterKm < suggested.beforeKm - 1e-9;
    setOrder(suggested.order);
    setSuggestion(
      shorter ? messages.suggestedOrder(suggested.beforeKm, suggested.afterKm) : messages.orderAlreadyShort,
    );
  };
  const save = async () => {
    setSaving(true);
    try {
      await saveVisitOrder(orderKey, order);
      notifications.show({ color: 'teal', message: messages.visitOrderSaved });
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={messages.visitOrderTitle(dayLabel)} fullScreen={phone} size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {messages.visitOrderHint}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Button
            variant="light"
            leftSection={<IconRoute size={18} aria-hidden />}
            onClick={suggest}
            disabled={located < MIN_LOCATED_TO_SUGGEST}
          >
            {messages.suggestOrder}
          </Button>
          {located < MIN_LOCATED_TO_SUGGEST && (
            <Text size="xs" c="dimmed">
              {messages.suggestOrderNeeds}
            </Text>
          )}
        </Group>
        {suggestion && (
          <Alert color="teal" variant="light" py="xs" data-testid="suggested-order" aria-live="polite">
            {suggestion}
          </Alert>
        )}
        {/* The list takes what the title, hint, suggestion and buttons leave: the buttons stay in view. */}
        <ScrollArea.Autosize
          mah={`min(${phone ? '100dvh' : '60vh'}, calc(100dvh - ${(phone ? 250 : 320) + (suggestion ? 90 : 0)}px))`}
          type="auto"
          offsetScrollbars
        >
          <ol style={{ margin: 0, padding: 0, listStyle: 'none' }} aria-label={messages.visitOrder}>
            {order.map((uuid, index) => {
              const name = names.get(uuid) ?? uuid;
              return (
                <li
                  key={uuid}
                  data-testid="visit-order-row"
                  style={{ borderTop: index ? '1px solid var(--mantine-color-gray-2)' : undefined }}
                >
                  <Group gap="xs" wrap="nowrap" py={6}>
                    <Text size="sm" c="dimmed" w={28} ta="right" style={{ flex: 'none' }}>
                      {index + 1}.
                    </Text>
                    <Text size="sm" lineClamp={2} style={{ flex: 1, minWidth: 0 }}>
                      {name}
                    </Text>
                    <ActionIcon
                      variant="light"
                      size="lg"
                      aria-label={messages.moveUp(name)}
                      disabled={index === 0}
                      onClick={() => setOrder((current) => moveInOrder(current, uuid, -1))}
                    >
                      <IconArrowUp size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="light"
                      size="lg"
                      aria-label={messages.moveDown(name)}
                      disabled={index === order.length - 1}
                      onClick={() => setOrder((current) => moveInOrder(current, uuid, 1))}
                    >
                      <IconArrowDown size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                </li>
              );
            })}
          </ol>
        </ScrollArea.Autosize>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {messages.cancelVisitOrder}
          </Button>
          <Button onClick={save} loading={saving}>
            {messages.saveVisitOrder}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
