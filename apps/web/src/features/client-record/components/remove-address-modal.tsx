import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { DeliveryAddressRow } from '#lib/db/my-pwa-db.ts';
import { messages } from '../messages.ts';

/** Asks before removing a delivery address, naming it. */
export function RemoveAddressModal({
  address,
  onConfirm,
  onClose,
}: {
  address: DeliveryAddressRow;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={messages.removeTitle} centered>
      <Stack gap="md">
        <Text size="sm">{messages.removeBody(address.description)}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {messages.cancel}
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={busy}>
            {messages.removeConfirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
