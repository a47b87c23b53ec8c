import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { formatRelativeTime } from '@rota/domain';
import { IconCloudOff, IconRefresh, IconWorld } from '@tabler/icons-react';
import { Link } from 'react-router';
import { pathFor } from '#lib/routes/index.ts';
import type { SyncStatusView } from '../hooks/use-sync-status.ts';
import { messages } from '../messages.ts';

interface SyncStatusPanelProps {
  status: SyncStatusView;
  /** "Now" for the age of the last sync, taken when the popover opened and renewed while open. */
  now: Date;
  /** Id of the panel's title, which names the popover. */
  titleId: string;
  /** "Sincronizar agora" is running. */
  syncing: boolean;
  onSyncNow: () => void;
  /** "Ver pendências" was followed: the popover closes. */
  onNavigate: () => void;
}

function ProgressLine({ status }: { status: SyncStatusView }) {
  const { progress, pushing } = status;
  const text = pushing
    ? progress
      ? messages.pushingProgress(progress.done, progress.total)
      : messages.pushing
    : progress
      ? messages.pullingProgress(progress.done, progress.total)
      : messages.pulling;
  const percent = progress && progress.total > 0 ? (100 * progress.done) / progress.total : 0;
  return (
    <Stack gap={4}>
      <Progress value={percent} size="sm" aria-label={messages.progressLabel} animated={!progress} />
      <Text size="xs" c="dimmed">
        {text}
      </Text>
    </Stack>
  );
}

/** The popover of the header's sync status: connection, unsent and failed counts, last sync, progress, actions. */
export function SyncStatusPanel({
  status,
  now,
  titleId,
  syncing,
  onSyncNow,
  onNavigate,
}: SyncStatusPanelProps) {
  const busy = status.pushing || status.pulling;
  // Offline, why the last round stopped goes without saying: only that it resumes by itself.
  const note = !status.online ? messages.syncNowOffline : busy ? null : status.error;
  return (
    <Stack gap="sm">
      <Group gap={8} wrap="nowrap">
        {status.online ? (
          <IconWorld size={20} stroke={1.8} color="var(--mantine-color-teal-8)" aria-hidden />
        ) : (
          <IconCloudOff size={20} stroke={1.8} color="var(--mantine-color-gray-7)" aria-hidden />
        )}
        <Text fw={700} id={titleId}>
          {status.online ? messages.online : messages.offline}
        </Text>
      </Group>
      <Stack gap={2}>
        <Text size="sm" data-testid="sync-pending">
          {messages.pendingCount(status.pending)}
          {status.failed > 0 && (
            <Text span c="var(--mantine-color-red-light-color)" fw={600}>
              {` · ${messages.failedCount(status.failed)}`}
            </Text>
          )}
        </Text>
        <Text size="sm" c="dimmed" data-testid="sync-last">
          {status.lastSyncAt
            ? messages.lastSync(formatRelativeTime(status.lastSyncAt, now))
            : messages.neverSynced}
        </Text>
      </Stack>
      {busy && <ProgressLine status={status} />}
      {note && (
        <Text size="xs" c="dimmed" data-testid="sync-note">
          {note}
        </Text>
      )}
      <Stack gap="xs">
        <Button
          size="xs"
          fullWidth
          leftSection={<IconRefresh size={16} aria-hidden />}
          disabled={!status.online}
          loading={syncing}
          onClick={onSyncNow}
        >
          {messages.syncNow}
        </Button>
        <Button
          size="xs"
          fullWidth
          variant="light"
          component={Link}
          to={pathFor('outbox')}
          onClick={onNavigate}
        >
          {messages.seeOutbox}
        </Button>
      </Stack>
    </Stack>
  );
}
