import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconCloudDownload } from '@tabler/icons-react';
import { useOwner } from '#lib/auth/index.ts';
import { useStore } from '#lib/store/use-store.ts';
import { historyLinesPending, historyStopReason, historySync, retryHistorySync } from '#lib/sync/index.ts';
import { messages } from '../messages.ts';

/**
 * The history of the first sync still coming after the first screen opened (docs/web.md "First
 * sync"): which parts, how many rows so far, and a bar of the parts done; when it stops, why, with
 * "Tentar novamente" (the pull resumes from its cursors). Gone once everything is stored. A polite
 * live region, like the offline banner above it.
 */
export function HistorySyncBanner() {
  const owner = useOwner();
  const current = useStore(historySync);
  const pending = historyLinesPending(current, owner);
  const lines = current.owner === owner ? current.lines : [];
  const done = lines.length - pending.length;
  const stopped = historyStopReason(current, owner);
  return (
    <div role="status">
      {pending.length > 0 && (
        <Paper bg="blue.0" c="gray.9" px="sm" py={8} mb="sm" radius="md" data-testid="history-sync-banner">
          <Group gap={8} wrap="nowrap" align="flex-start">
            <IconCloudDownload size={18} stroke={1.8} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              {stopped ? (
                <Group justify="space-between" gap="xs">
                  <Text size="sm" fw={600} c="red.9">
                    {messages.historyFailed(stopped)}
                  </Text>
                  <Button size="compact-sm" variant="white" onClick={() => retryHistorySync()}>
                    {messages.historyRetry}
                  </Button>
                </Group>
              ) : (
                <Text size="sm" lh={1.4}>
                  <Text span fw={600}>
                    {messages.historyTitle}.
                  </Text>{' '}
                  {messages.historyBody}
                </Text>
              )}
              <Text size="xs" c="gray.8">
                {lines
                  .map((line) =>
                    line.status === 'done'
                      ? messages.historyDone(line.label)
                      : messages.historyLine(line.label, line.done, line.status === 'waiting'),
                  )
                  .join(' · ')}
              </Text>
              <Progress
                value={lines.length ? Math.max(5, Math.round((done / lines.length) * 100)) : 0}
                striped={!stopped}
                animated={!stopped}
                color={stopped ? 'red' : 'blue'}
                size="sm"
                aria-label={messages.historyTitle}
              />
            </Stack>
          </Group>
        </Paper>
      )}
    </div>
  );
}
