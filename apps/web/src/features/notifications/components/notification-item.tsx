import { Button, Group, Stack, Text } from '@mantine/core';
import type { Notification } from '@rota/domain';
import { formatRelativeTime } from '@rota/domain';
import { messages } from '../messages.ts';

interface NotificationItemProps {
  notification: Notification;
  now: Date;
  onMarkAsRead: (id: number) => void;
}

/** One unread notification: title, text, how long ago, and its "mark as read" button. */
export function NotificationItem({ notification, now, onMarkAsRead }: NotificationItemProps) {
  return (
    <Stack gap={2} component="li" data-testid={`notification-${notification.id}`}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text size="sm" fw={600}>
          {notification.title}
        </Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          <time dateTime={notification.created_at}>{formatRelativeTime(notification.created_at, now)}</time>
        </Text>
      </Group>
      {notification.body && (
        <Text size="sm" c="dimmed">
          {notification.body}
        </Text>
      )}
      <Group justify="flex-end">
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => onMarkAsRead(notification.id)}
          aria-label={messages.markAsReadOf(notification.title)}
        >
          {messages.markAsRead}
        </Button>
      </Group>
    </Stack>
  );
}
