import { Button, Modal, SimpleGrid, Text } from '@mantine/core';
import type { Situation } from '@rota/domain';
import { messages } from '../messages.ts';

/** The stop reasons as big buttons: one tap picks the reason and pauses at that instant. */
export function PauseModal({
  opened,
  reasons,
  onPick,
  onClose,
}: {
  opened: boolean;
  reasons: readonly Situation[];
  onPick: (situationId: number) => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={messages.pause.title} size="lg" centered>
      <Text mb="md">{reasons.length === 0 ? messages.pause.empty : messages.pause.hint}</Text>
      <SimpleGrid cols={2} spacing="sm">
        {reasons.map((reason) => (
          <Button
            key={reason.id}
            size="xl"
            h="auto"
            mih={64}
            py="sm"
            color="orange"
            onClick={() => onPick(reason.id)}
            styles={{ label: { whiteSpace: 'normal' } }}
          >
            {reason.description}
          </Button>
        ))}
      </SimpleGrid>
      <Button mt="md" size="lg" variant="default" fullWidth onClick={onClose}>
        {messages.pause.cancel}
      </Button>
    </Modal>
  );
}
