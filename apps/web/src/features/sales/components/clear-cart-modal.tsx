import { Button, Group, Modal, Text } from '@mantine/core';
import type { SaleListItem } from '../api/sale-list.ts';
import { messages } from '../messages.ts';

interface ClearCartModalProps {
  item: SaleListItem | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Limpar o carrinho?": nothing is cleared without this confirmation. */
export function ClearCartModal({ item, busy, onCancel, onConfirm }: ClearCartModalProps) {
  return (
    <Modal opened={item !== null} onClose={onCancel} title={messages.clearTitle} centered>
      <Text size="sm">{messages.clearBody(item?.clientName ?? messages.noClient)}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          {messages.clearCancel}
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          {messages.clearConfirm}
        </Button>
      </Group>
    </Modal>
  );
}
