import { Group, Progress, Stack, Text } from '@mantine/core';
import {
  groupSyncProgress,
  HISTORY_GROUPS,
  type SyncGroupProgress,
  type SyncProgress,
} from '#lib/sync/index.ts';
import { messages } from '../messages.ts';

/** Percent for the bar: rows done of the total, or an indeterminate full bar while counting. */
function percent(entry: SyncGroupProgress): number {
  if (entry.status === 'done') return 100;
  if (entry.total === null || entry.total === 0) return entry.status === 'running' ? 100 : 0;
  return Math.min(100, Math.round((entry.done / entry.total) * 100));
}

function statusText(entry: SyncGroupProgress): string {
  if (entry.status === 'waiting') return messages.syncWaiting;
  if (entry.status === 'error') return entry.error ?? messages.syncFailed;
  const rows = messages.syncRows(entry.done, entry.total);
  return entry.status === 'done' ? `${messages.syncDone} · ${rows}` : rows;
}

/**
 * The first sync as a seller reads it: how many of its parts are ready, then one bar per part
 * (clientes, produtos e preços, vendas e pagamentos, financeiro, cadastros da empresa) with its
 * rows done of the total; a failed part in red with the reason.
 */
export function SyncProgressList({ progress }: { progress: SyncProgress[] }) {
  const groups = groupSyncProgress(progress);
  const ready = groups.filter((entry) => entry.status === 'done').length;
  const history = groups.filter((entry) => HISTORY_GROUPS.includes(entry.group)).map((entry) => entry.label);
  return (
    <Stack gap="sm">
      <div data-testid="sync-overall">
        <Text size="sm" fw={600}>
          {messages.syncPartsReady(ready, groups.length)}
        </Text>
        <Progress
          value={groups.length ? Math.round((ready / groups.length) * 100) : 0}
          color="teal"
          size="lg"
          aria-label={messages.syncPartsReady(ready, groups.length)}
          mt={4}
        />
      </div>
      <Stack
        gap="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={messages.syncTitle}
      >
        {groups.map((entry) => {
          const failed = entry.status === 'error';
          return (
            <li key={entry.group} data-testid={`sync-${entry.group}`} data-status={entry.status}>
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
      {history.length > 0 && (
        <Text size="xs" c="dimmed" data-testid="sync-history-note">
          {messages.syncHistoryAfter(history.join(' e ').toLowerCase())}
        </Text>
      )}
    </Stack>
  );
}
