import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { UPDATE_NOTICE_MS } from '@rota/domain';
import { useEffect } from 'react';
import { updateStore, useUpdateOffer } from '#lib/pwa/update-store.ts';
import { uiMessages } from './messages.ts';

/**
 * §1: when a new version waits, offers 'Atualizar' for `UPDATE_NOTICE_MS` (10 s). Clicking it
 * activates the waiting service worker; the page reloads once the new one controls it.
 */
export function UpdateNotice() {
  const { visible, offerId, activating } = useUpdateOffer();

  useEffect(() => {
    if (!visible || activating || offerId === 0) return;
    const timer = setTimeout(() => updateStore.dismiss(), UPDATE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [visible, activating, offerId]);

  if (!visible) return null;
  return (
    <Affix position={{ bottom: 80, left: 16, right: 16 }} zIndex={400}>
      <Paper role="alert" shadow="md" p="sm" withBorder maw={480} mx="auto" data-testid="update-notice">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">{uiMessages.updateAvailable}</Text>
          <Button
            size="xs"
            loading={activating}
            onClick={() => {
              updateStore.activate().catch((error: unknown) => console.error(error));
            }}
          >
            {activating ? uiMessages.updating : uiMessages.updateButton}
          </Button>
        </Group>
      </Paper>
    </Affix>
  );
}
