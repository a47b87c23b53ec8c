import { Alert, Button, Group, Text, TextInput } from '@mantine/core';
import { unitLabel } from '@rota/domain';
import { IconArrowBackUp, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import type { LineSendState } from '../hooks/use-bakery-day.ts';
import { messages } from '../messages.ts';
import type { ClientStop } from '../model/driver-groups.ts';
import { StopCardFrame } from './stop-card-frame.tsx';

/**
 * A client on the driver's route: its items (separated and delivered), "Recebido por" and
 * "Entregue", or once delivered who received it and "Desfazer".
 */
export function DeliveryStopCard({
  stop,
  sendState,
  onDeliver,
  onUndo,
}: {
  stop: ClientStop;
  sendState: (id: number) => LineSendState;
  onDeliver: (receivedBy: string) => void;
  onUndo: () => void;
}) {
  const [receivedBy, setReceivedBy] = useState('');
  const delivered = stop.lines.some((line) => line.delivered > 0);
  const receiver = stop.lines.find((line) => line.received_by)?.received_by ?? null;
  return (
    <StopCardFrame stop={stop} sendState={sendState} done={delivered} idPrefix="delivery">
      {stop.lines.map((line) => (
        <Group key={line.id} justify="space-between" wrap="nowrap" mih={40}>
          <Text fz={18} style={{ flex: 1 }}>
            {line.description}
          </Text>
          <Text fz={22} fw={800} style={{ whiteSpace: 'nowrap' }} data-line={line.id}>
            {messages.of(delivered ? line.delivered : line.separated, line.quantity)} {unitLabel(line.unit)}
          </Text>
        </Group>
      ))}
      {delivered ? (
        <Group justify="space-between" wrap="wrap">
          <Alert color="green" variant="light" icon={<IconCheck size={22} aria-hidden />} p="xs">
            {messages.delivery.delivered(receiver)}
          </Alert>
          <Button
            size="lg"
            mih={48}
            color="red.9"
            variant="outline"
            leftSection={<IconArrowBackUp size={22} aria-hidden />}
            onClick={onUndo}
          >
            {messages.stamp.undo}
          </Button>
        </Group>
      ) : (
        <Group align="flex-end" wrap="wrap" gap="sm">
          <TextInput
            label={messages.delivery.receivedBy}
            value={receivedBy}
            onChange={(event) => setReceivedBy(event.currentTarget.value)}
            size="md"
            styles={{ input: { minHeight: 48 } }}
            maxLength={255}
            style={{ flex: 1, minWidth: 200 }}
          />
          <Button
            size="lg"
            mih={48}
            color="green.9"
            leftSection={<IconCheck size={22} aria-hidden />}
            onClick={() => onDeliver(receivedBy.trim())}
          >
            {messages.delivery.deliver}
          </Button>
        </Group>
      )}
    </StopCardFrame>
  );
}
