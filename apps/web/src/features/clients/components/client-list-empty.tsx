import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCloudDownload, IconSearch, IconUsers } from '@tabler/icons-react';
import type { EmptyReason } from '../hooks/use-client-list.ts';
import { messages } from '../messages.ts';

interface ClientListEmptyProps {
  reason: EmptyReason;
  query: string;
  onAllDays: () => void;
  onClearSearch: () => void;
}

/** What an empty list means, in pt-BR, with the one action that helps (every day, clear search). */
export function ClientListEmpty({ reason, query, onAllDays, onClearSearch }: ClientListEmptyProps) {
  const Icon = reason === 'first-sync' ? IconCloudDownload : reason === 'search' ? IconSearch : IconUsers;
  return (
    <Stack align="center" gap="xs" p="xl" ta="center" data-testid="clients-empty" data-reason={reason}>
      <ThemeIcon variant="light" color="gray" size={44} radius="xl">
        <Icon size={24} aria-hidden />
      </ThemeIcon>
      {reason === 'first-sync' && (
        <>
          <Text fw={600}>{messages.firstSyncTitle}</Text>
          <Text size="sm" c="dimmed" maw={420}>
            {messages.firstSync}
          </Text>
        </>
      )}
      {reason === 'wallet' && <Text>{messages.emptyWallet}</Text>}
      {reason === 'all-days' && <Text>{messages.noneAtAll}</Text>}
      {(reason === 'today' || reason === 'days') && (
        <>
          <Text>{reason === 'today' ? messages.noneToday : messages.noneForDays}</Text>
          <Button variant="light" size="sm" onClick={onAllDays}>
            {messages.seeAllDays}
          </Button>
        </>
      )}
      {reason === 'search' && (
        <>
          <Text>{messages.noneForSearch(query.trim())}</Text>
          <Text size="sm" c="dimmed">
            {messages.noneForSearchHint}
          </Text>
          <Button variant="light" size="sm" onClick={onClearSearch}>
            {messages.clearSearch}
          </Button>
        </>
      )}
    </Stack>
  );
}
