import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import {
  IconAlertCircle,
  IconClock,
  IconClockPause,
  IconRefresh,
  IconRotateClockwise,
  IconTrash,
} from '@tabler/icons-react';
import { memo } from 'react';
import { entryName, type OutboxEntryState, type OutboxEntryView } from '../api/describe-outbox-entry.ts';
import { messages } from '../messages.ts';

interface OutboxEntryItemProps {
  entry: OutboxEntryView;
  /** Another seller's entry: shown, never changed here. */
  readOnly: boolean;
  onResend: (id: number) => void;
  onDiscard: (entry: OutboxEntryView) => void;
}

const STATE_LOOK: Record<OutboxEntryState, { color: string; Icon: typeof IconClock }> = {
  pending: { color: 'gray.7', Icon: IconClock },
  sending: { color: 'rota.7', Icon: IconRefresh },
  waiting: { color: 'var(--mantine-color-orange-light-color)', Icon: IconClockPause },
  failed: { color: 'red.8', Icon: IconAlertCircle },
};

/**
 * One entry of "Pendências de envio": what it is, which one, when it was made, where it stands,
 * and (the seller's own) "Reenviar" when the server refused it and "Descartar".
 */
function OutboxEntryItemView({ entry, readOnly, onResend, onDiscard }: OutboxEntryItemProps) {
  const { color, Icon } = STATE_LOOK[entry.state];
  // A refused entry may be resent; any of the seller's own may be discarded, except while it travels.
  const canDiscard = !readOnly && entry.state !== 'sending';
  const name = entryName(entry);
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      data-testid={`outbox-entry-${entry.id}`}
      data-state={entry.state}
      // Hundreds of entries: the browser skips laying out the ones off screen.
      style={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 110px' }}
    >
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Text fw={600}>{entry.label}</Text>
            {(entry.description || entry.amount) && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {entry.description}
                {entry.description && entry.amount && ' — '}
                {entry.amount && <span style={{ whiteSpace: 'nowrap' }}>{entry.amount}</span>}
              </Text>
            )}
          </div>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            <time dateTime={entry.createdAt}>{entry.madeAt}</time>
          </Text>
        </Group>
        <Group justify="space-between" align="center" gap={4}>
          <Group gap={6} wrap="nowrap" align="flex-start" c={color} style={{ minWidth: 0, flex: '1 1 auto' }}>
            <Icon size={16} stroke={2} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
            <Text
              size="sm"
              fw={entry.state === 'failed' ? 600 : 500}
              style={{ overflowWrap: 'anywhere' }}
              data-testid="outbox-entry-status"
            >
              {entry.statusText}
            </Text>
          </Group>
          {canDiscard && (
            <Group gap={4} wrap="nowrap" ml="auto">
              {entry.state === 'failed' && (
                <Button
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconRotateClockwise size={16} aria-hidden />}
                  aria-label={messages.resendOf(name)}
                  onClick={() => onResend(entry.id)}
                >
                  {messages.resend}
                </Button>
              )}
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                aria-label={messages.discardOf(name)}
                onClick={() => onDiscard(entry)}
              >
                {messages.discard}
              </Button>
            </Group>
          )}
        </Group>
        {entry.lastError && (
          <Text size="xs" c="dimmed">
            {messages.lastAttemptError(entry.lastError)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

const sameEntry = (a: OutboxEntryView, b: OutboxEntryView) =>
  (Object.keys(a) as Array<keyof OutboxEntryView>).every((key) => a[key] === b[key]);

/** Re-rendered only when its own entry changed: a push acknowledging 500 entries repaints one at a time. */
export const OutboxEntryItem = memo(
  OutboxEntryItemView,
  (before, after) =>
    before.readOnly === after.readOnly &&
    before.onResend === after.onResend &&
    before.onDiscard === after.onDiscard &&
    sameEntry(before.entry, after.entry),
);
