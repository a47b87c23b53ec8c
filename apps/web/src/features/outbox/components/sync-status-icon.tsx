import { RingProgress } from '@mantine/core';
import { IconCloudCheck, IconCloudOff, IconCloudUpload, IconCloudX, IconRefresh } from '@tabler/icons-react';
import type { SyncStatusKind } from '../api/sync-status-kind.ts';
import type { SyncStatusView } from '../hooks/use-sync-status.ts';

const ICON_SIZE = 22;

/**
 * The header's icon: a crossed grey cloud offline, a ring filling up while pushing or pulling, a
 * red cloud when the server refused something, an upload cloud while entries wait, a check when
 * everything went.
 */
export function SyncStatusIcon({ kind, status }: { kind: SyncStatusKind; status: SyncStatusView }) {
  if (kind === 'busy') {
    const { progress } = status;
    const percent = progress && progress.total > 0 ? (100 * progress.done) / progress.total : 0;
    return (
      <RingProgress
        size={32}
        thickness={3}
        roundCaps
        rootColor="var(--mantine-color-gray-3)"
        sections={[{ value: percent, color: 'rota.7' }]}
        label={<IconRefresh size={16} stroke={2} style={{ display: 'block', margin: 'auto' }} aria-hidden />}
        aria-hidden
      />
    );
  }
  if (kind === 'offline') return <IconCloudOff size={ICON_SIZE} stroke={1.8} aria-hidden />;
  if (kind === 'failed') return <IconCloudX size={ICON_SIZE} stroke={1.8} aria-hidden />;
  if (kind === 'pending') return <IconCloudUpload size={ICON_SIZE} stroke={1.8} aria-hidden />;
  return <IconCloudCheck size={ICON_SIZE} stroke={1.8} aria-hidden />;
}
