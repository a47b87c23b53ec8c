import { Group, Progress, Stack, Text } from '@mantine/core';
import type { SyncProgress } from '#lib/sync/index.ts';
import { messages } from '../messages.ts';

/** Percent for the bar: rows done of the total, or an indeterminate full bar while counting. */
function percent(entry: SyncProgress): number {
  if (entry.status === 'done') return 100;
  if (entry.total === null || entry.total === 0) return entry.status === 'running' ? 100 : 0;
  return Math.min(100, Math.round((entry.done / entry.total) * 100));
}

function statusText(entry: SyncProgress): string {
  if (entry.status === 'waiting') return messages.syncWaiting;
  if (entry.status === 'error') return entry.error ?? messages.syncFailed;
  const rows = messages.syncRows(entry.done, entry.total);
  return entry.status === 'done' ? `${messages.syncDone} · ${rows}` : rows;
}

/** One progress bar per entity of the initial sync: label, rows done / total, status; errors in red. */
export function SyncProgressList({ progress }: { progress: SyncProgress[] }) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={messages.syncTitle}>
      {progress.map((entry) => {
        const failed = entry.status === 'error';
        return (
          <li key={entry.call} data-testid={`sync-${entry.call}`} data-status={entry.status}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={500}>
                {entry.label}
              </Text>
              <Text size="xs" c={failed ? 'red' : 'dimmed'} role={failed ? 'alert' : undefined} ta="right">
                {statusText(entry)}
              </Text>
            </Group>
            <Progress
              value={percent(entry)}
              color={failed ? 'red' : entry.status === 'done' ? 'teal' : 'blue'}
              striped={entry.status === 'running'}
              animated={entry.status === 'running'}
              aria-label={entry.label}
              mt={4}
            />
          </li>
        );
      })}
    </Stack>
  );
}
