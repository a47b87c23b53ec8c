import { Group, Paper, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useOnline } from '#lib/device/use-online.ts';
import { useOutboxCounts } from '../hooks/use-outbox-counts.ts';
import { messages } from '../messages.ts';

/**
 * The offline banner at the top of every area (DESIGN.md "An offline banner and the sync status
 * live in the area layouts"): slim, never in the way, saying that work goes on and is kept. The
 * live region is always there, so a screen reader hears the banner when the network drops.
 */
export function OfflineBanner() {
  const online = useOnline();
  const { pending } = useOutboxCounts();
  return (
    <div role="status">
      {!online && (
        <Paper bg="gray.1" c="gray.9" px="sm" py={6} mb="sm" radius="md" data-testid="offline-banner">
          <Group gap={8} wrap="nowrap" align="flex-start">
            <IconCloudOff size={18} stroke={1.8} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm" lh={1.4}>
              {messages.offlineBanner}
              {pending > 0 && (
                <Text span fw={600}>
                  {` ${messages.offlineBannerPending(pending)}`}
                </Text>
              )}
            </Text>
          </Group>
        </Paper>
      )}
    </div>
  );
}
