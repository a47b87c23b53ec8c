import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { isDeliveryClosed, isShortDelivery, unitLabel } from '@rota/domain';
import { IconAlertTriangle, IconArrowBackUp, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import type { LineSendState } from '../hooks/use-bakery-day.ts';
import { messages } from '../messages.ts';
import type { ClientStop } from '../model/driver-groups.ts';
import { StopCardFrame } from './stop-card-frame.tsx';

/**
 * A client on the driver's route: its items (separated, or once handed what was delivered, with
 * why a line fell short), "Recebido por", "Entregue" and "Entregue com falta"; once every line is
 * closed (whole, or short with a reason) who received it — "Entregue com falta" in orange when
 * something was missing — and "Desfazer". "Entregue" on a stop with something not separated
 * whole opens the short sheet (`onShort`): the van cannot hand what it does not carry, and a stop
 * handed short is not a full delivery.
 */
export function DeliveryStopCard({
  stop,
  sendState,
  onDeliver,
  onShort,
  onUndo,
}: {
  stop: ClientStop;
  sendState: (id: number) => LineSendState;
  onDeliver: (receivedBy: string) => void;
  onShort: (receivedBy: string) => void;
  onUndo: () => void;
}) {
  const [receivedBy, setReceivedBy] = useState('');
  const started = stop.lines.some((line) => line.delivered > 0 || line.short_reason != null);
  const closed = stop.lines.every(isDeliveryClosed);
  const short = stop.lines.some(isShortDelivery);
  const whole = stop.lines.every((line) => line.separated >= line.quantity);
  // Nothing separated at all: "Entregue" asks for it and shows the stamp rule's refusal ("Só 0 de
  // 20 foram separados"); a stop that truly went without uses "Entregue com falta".
  const nothing = stop.lines.every((line) => line.separated === 0);
  const receiver = stop.lines.find((line) => line.received_by)?.received_by ?? null;
  return (
    <StopCardFrame stop={stop} sendState={sendState} done={closed && !short} idPrefix="delivery">
      {stop.lines.map((line) => (
        <Stack key={line.id} gap={0}>
          <Group justify="space-between" wrap="nowrap" mih={40}>
            <Text fz={18} style={{ flex: 1 }}>
              {line.description}
            </Text>
            <Text fz={22} fw={800} style={{ whiteSpace: 'nowrap' }} data-line={line.id}>
              {messages.of(started ? line.delivered : line.separated, line.quantity)} {unitLabel(line.unit)}
            </Text>
          </Group>
          {line.short_reason != null && (
            <Text fz={16} fw={600} c="var(--mantine-color-orange-light-color)" data-short={line.id}>
              {messages.delivery.reason(line.short_reason, line.short_note ?? null)}
            </Text>
          )}
        </Stack>
      ))}
      {closed ? (
        <Group justify="space-between" wrap="wrap">
          <Alert
            color={short ? 'orange' : 'green'}
            variant="light"
            icon={short ? <IconAlertTriangle size={22} aria-hidden /> : <IconCheck size={22} aria-hidden />}
            p="xs"
          >
            {short ? messages.delivery.deliveredShort(receiver) : messages.delivery.delivered(receiver)}
          </Alert>
          <UndoButton onUndo={onUndo} />
        </Group>
      ) : (
        <Stack gap="xs">
          {started && (
            <Text fz={16} fw={600} c="gray.8">
              {messages.delivery.open}
            </Text>
          )}
          <TextInput
            label={messages.delivery.receivedBy}
            value={receivedBy}
            onChange={(event) => setReceivedBy(event.currentTarget.value)}
            size="md"
            styles={{ input: { minHeight: 48 } }}
            maxLength={255}
          />
          {/* Side by side when the card is wide enough, one under the other when not: never clipped. */}
          <Group gap="xs" wrap="wrap">
            <Button
              size="md"
              px="sm"
              mih={48}
              color="green"
              leftSection={<IconCheck size={22} aria-hidden />}
              onClick={() => (whole || nothing ? onDeliver(receivedBy.trim()) : onShort(receivedBy.trim()))}
            >
              {messages.delivery.deliver}
            </Button>
            <Button
              size="md"
              px="sm"
              mih={48}
              color="orange"
              variant="outline"
              leftSection={<IconAlertTriangle size={22} aria-hidden />}
              onClick={() => onShort(receivedBy.trim())}
            >
              {messages.delivery.deliverShort}
            </Button>
            {started && <UndoButton onUndo={onUndo} />}
          </Group>
        </Stack>
      )}
    </StopCardFrame>
  );
}

function UndoButton({ onUndo }: { onUndo: () => void }) {
  return (
    <Button
      size="md"
      px="sm"
      mih={48}
      color="red"
      variant="outline"
      leftSection={<IconArrowBackUp size={22} aria-hidden />}
      onClick={onUndo}
    >
      {messages.stamp.undo}
    </Button>
  );
}
