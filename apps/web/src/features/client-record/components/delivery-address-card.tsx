import { ActionIcon, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { DeliveryAddressItem } from '../hooks/use-delivery-addresses.ts';
import { messages } from '../messages.ts';

interface DeliveryAddressCardProps {
  item: DeliveryAddressItem;
  lines: string[];
  canEdit: boolean;
  onEdit: () => void;
  onRemove: () => void;
  /** A queued CEP lookup's answer for this address. */
  children?: ReactNode;
}

/** One delivery address: its description and address, whether it was sent, and its actions. */
export function DeliveryAddressCard({
  item,
  lines,
  canEdit,
  onEdit,
  onRemove,
  children,
}: DeliveryAddressCardProps) {
  const { address, removing, refused } = item;
  const status = removing
    ? { text: messages.removing, color: 'orange' }
    : address.sinchronized === 1
      ? { text: messages.synchronized, color: 'teal' }
      : { text: messages.waiting, color: 'orange' };
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="li"
      data-testid="delivery-address"
      data-sync={removing ? 'removing' : address.sinchronized === 1 ? 'sent' : 'waiting'}
      style={removing ? { opacity: 0.7 } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {address.description}
            </Text>
            {lines.map((line) => (
              <Text key={line} size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {line}
              </Text>
            ))}
          </div>
          {canEdit && !removing && (
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                size="lg"
                onClick={onEdit}
                aria-label={messages.editAddressOf(address.description)}
              >
                <IconEdit size={20} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                onClick={onRemove}
                aria-label={messages.removeAddressOf(address.description)}
              >
                <IconTrash size={20} aria-hidden />
              </ActionIcon>
            </Group>
          )}
        </Group>
        <Group gap={6}>
          <Badge color={status.color} variant="light" tt="none" data-testid="delivery-address-status">
            {status.text}
          </Badge>
        </Group>
        {refused && (
          <Text size="sm" c="var(--mantine-color-red-light-color)">
            {messages.failedEntry(refused)}
          </Text>
        )}
        {children}
      </Stack>
    </Card>
  );
}
