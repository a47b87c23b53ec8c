import { Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { OutboxEntryView } from '../api/describe-outbox-entry.ts';
import type { OutboxEntryGroup } from '../hooks/use-outbox-entries.ts';
import { messages } from '../messages.ts';
import { OutboxEntryItem } from './outbox-entry-item.tsx';

interface OutboxGroupSectionProps {
  group: OutboxEntryGroup;
  onResend: (id: number) => void;
  onDiscard: (entry: OutboxEntryView) => void;
}

/**
 * One seller's entries in creation order (the order they are sent in). Another seller's are
 * read-only, with the reason (docs/offline-writes.md "A shared phone").
 */
export function OutboxGroupSection({ group, onResend, onDiscard }: OutboxGroupSectionProps) {
  const headingId = useId();
  const title = group.own ? messages.ownGroup : messages.otherGroup(group.sellerId);
  return (
    <Stack
      component="section"
      gap="xs"
      aria-labelledby={headingId}
      data-testid={`outbox-group-${group.owner}`}
    >
      <Title order={2} fz="md" id={headingId}>
        {`${title} (${group.entries.length})`}
      </Title>
      {!group.own && (
        <Text size="sm" c="dimmed">
          {messages.otherGroupNote}
        </Text>
      )}
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={headingId}>
        {group.entries.map((entry) => (
          <OutboxEntryItem
            key={entry.id}
            entry={entry}
            readOnly={!group.own}
            onResend={onResend}
            onDiscard={onDiscard}
          />
        ))}
      </Stack>
    </Stack>
  );
}
