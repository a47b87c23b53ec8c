import {
  ActionIcon,
  Button,
  Divider,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { useId, useState } from 'react';
import { useNotifications } from '../hooks/use-notifications.ts';
import { messages } from '../messages.ts';
import { NotificationItem } from './notification-item.tsx';

function BellIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}

/**
 * The bell in every authenticated header: the unread count, and on click the list with
 * "mark as read" per notification and "mark all as read" (§4: read ones leave the list). The
 * list is the one on the device, so it shows offline too (`useNotifications`).
 */
export function NotificationsMenu() {
  const { items, refreshFailed, markFailed, refresh, markAsRead, markAllRead } = useNotifications();
  // "Now" for the times ago, taken when the list opens (the domain never reads the clock).
  const [now, setNow] = useState(() => new Date());
  const unread = items?.length ?? 0;
  const titleId = useId();

  return (
    <Indicator label={unread > 99 ? '99+' : unread} size={18} color="red" disabled={unread === 0} offset={4}>
      {/* Focus moves into the list, so Escape closes it (and focus goes back to the bell). */}
      <Popover
        position="bottom-end"
        width={340}
        shadow="md"
        trapFocus
        returnFocus
        onOpen={() => setNow(new Date())}
      >
        <Popover.Target>
          <ActionIcon variant="subtle" size="lg" aria-label={messages.bell(unread)}>
            <BellIcon />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown aria-labelledby={titleId}>
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={700} id={titleId}>
                {messages.title}
              </Text>
              <Button
                size="compact-xs"
                variant="light"
                disabled={unread === 0}
                onClick={() => void markAllRead()}
              >
                {messages.markAllRead}
              </Button>
            </Group>
            <Divider />
            {refreshFailed && (
              <Group gap={4} wrap="nowrap" role="status">
                <Text size="xs" c="dimmed">
                  {messages.refreshFailed}
                </Text>
                <Button size="compact-xs" variant="subtle" onClick={refresh}>
                  {messages.retry}
                </Button>
              </Group>
            )}
            {markFailed && (
              <Text size="xs" c="red" role="alert">
                {messages.markFailed}
              </Text>
            )}
            {items === undefined ? (
              <Text size="sm">{messages.loading}</Text>
            ) : items.length === 0 ? (
              <Text size="sm" c="dimmed">
                {messages.empty}
              </Text>
            ) : (
              <ScrollArea.Autosize mah={360}>
                <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                  {items.map((notification) => (
                    <NotificationItem
                      key={notification.id}
                      notification={notification}
                      now={now}
                      onMarkAsRead={(id) => void markAsRead(id)}
                    />
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            )}
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
