import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { entryName, type OutboxEntryView } from '../api/describe-outbox-entry.ts';
import { messages } from '../messages.ts';

interface DiscardEntryModalProps {
  /** The entry to discard; null: the dialog is closed. */
  entry: OutboxEntryView | null;
  onConfirm: (entry: OutboxEntryView) => void;
  onCancel: () => void;
}

/**
 * Asks before an entry is dropped (DESIGN.md "…or discards it (with a confirmation)"), saying
 * what is lost: the record named, when it was made, and that the server will never get it.
 */
export function DiscardEntryModal({ entry, onConfirm, onCancel }: DiscardEntryModalProps) {
  return (
    <Modal
      opened={entry !== null}
      onClose={onCancel}
      title={messages.discardTitle}
      centered
      styles={{ title: { fontWeight: 700 } }}
    >
      {entry && (
        <Stack gap="md">
          <div>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {entryName(entry)}
            </Text>
            <Text size="sm" c="dimmed">
              {messages.madeAt(entry.madeAt)}
            </Text>
            {entry.state === 'failed' && (
              <Text size="sm" c="var(--mantine-color-red-light-color)">
                {entry.statusText}
              </Text>
            )}
          </div>
          <Text size="sm">{messages.discardBody}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onCancel}>
              {messages.cancel}
            </Button>
            <Button color="red" onClick={() => onConfirm(entry)}>
              {messages.discardConfirm}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
