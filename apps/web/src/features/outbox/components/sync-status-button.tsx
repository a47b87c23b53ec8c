import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { useId, useState } from 'react';
import { useNow } from '#lib/clock/use-now.ts';
import { type SyncStatusKind, syncStatusKind } from '../api/sync-status-kind.ts';
import { useSyncNow } from '../hooks/use-sync-now.ts';
import { type SyncStatusView, useSyncStatus } from '../hooks/use-sync-status.ts';
import { messages } from '../messages.ts';
import { SyncStatusIcon } from './sync-status-icon.tsx';
import { SyncStatusPanel } from './sync-status-panel.tsx';

const ICON_COLOR: Record<SyncStatusKind, string> = {
  offline: 'gray.6',
  busy: 'rota.7',
  failed: 'red.8',
  pending: 'orange.8',
  upToDate: 'teal.8',
};

function label(kind: SyncStatusKind, status: SyncStatusView): string {
  const { statusLabel } = messages;
  if (kind === 'offline') return statusLabel.offline(status.pending);
  if (kind === 'busy')
    return status.pushing && status.progress
      ? statusLabel.pushing(status.progress.done, status.progress.total)
      : statusLabel.busy;
  if (kind === 'failed') return statusLabel.failed(status.failed, status.pending);
  if (kind === 'pending') return statusLabel.pending(status.pending);
  return statusLabel.upToDate;
}

/**
 * The sync status in every area's header (DESIGN.md "A sync status is always visible"): one
 * icon-sized button whose icon and count say the state at a glance, and a popover with the
 * connection, the unsent and failed counts, the age of the last sync, the progress of a push or
 * pull, "Sincronizar agora" and the way to "Pendências de envio".
 */
export function SyncStatusButton() {
  const status = useSyncStatus();
  const { syncing, syncNow } = useSyncNow();
  const [opened, setOpened] = useState(false);
  // The age is read when the popover opens, then kept current while it stays open.
  const [openedAt, setOpenedAt] = useState(() => new Date());
  const ticking = useNow(opened ? 15_000 : 60_000);
  const now = ticking > openedAt ? ticking : openedAt;
  const toggle = (open: boolean) => {
    if (open) setOpenedAt(new Date());
    setOpened(open);
  };
  const titleId = useId();
  const kind = syncStatusKind(status);
  // Refusals are counted in red; otherwise the unsent count, grey when nothing can move.
  const count = kind === 'failed' ? status.failed : status.pending;
  const countColor = kind === 'failed' ? 'red.9' : kind === 'offline' ? 'gray.7' : 'rota.7';

  return (
    <Indicator
      label={count > 99 ? '99+' : count}
      size={18}
      color={countColor}
      disabled={count === 0 || kind === 'busy'}
      offset={4}
    >
      <Popover position="bottom-end" width={300} shadow="md" opened={opened} onChange={toggle}>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color={ICON_COLOR[kind]}
            size="lg"
            aria-label={label(kind, status)}
            data-sync-state={kind}
            onClick={() => toggle(!opened)}
          >
            <SyncStatusIcon kind={kind} status={status} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown aria-labelledby={titleId}>
          <SyncStatusPanel
            status={status}
            now={now}
            titleId={titleId}
            syncing={syncing}
            onSyncNow={syncNow}
            onNavigate={() => toggle(false)}
          />
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
