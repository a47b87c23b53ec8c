import { Button, Group, Text, UnstyledButton } from '@mantine/core';
import { type BakeryItem, unitLabel } from '@rota/domain';
import { IconArrowBackUp, IconCheck } from '@tabler/icons-react';
import type { LineSendState } from '../hooks/use-bakery-day.ts';
import { messages } from '../messages.ts';
import type { ClientStop } from '../model/driver-groups.ts';
import { StopCardFrame } from './stop-card-frame.tsx';

/**
 * A client's lines to separate, in its driver's order: each line's separated quantity (a tap opens
 * the sheet for a partial one), "Separar tudo" for the whole stop and "Desfazer".
 */
export function SeparationStopCard({
  stop,
  sendState,
  onAll,
  onUndo,
  onLine,
}: {
  stop: ClientStop;
  sendState: (id: number) => LineSendState;
  onAll: () => void;
  onUndo: () => void;
  onLine: (line: BakeryItem) => void;
}) {
  const done = stop.lines.every((line) => line.separated >= line.quantity);
  return (
    <StopCardFrame stop={stop} sendState={sendState} done={done} idPrefix="stop">
      {stop.lines.map((line) => (
        <UnstyledButton
          key={line.id}
          onClick={() => onLine(line)}
          aria-label={`${messages.separation.line(line.description)}: ${messages.of(line.separated, line.quantity)} ${unitLabel(line.unit)}`}
          mih={48}
          px="xs"
          style={{ borderRadius: 6, background: 'var(--mantine-color-gray-0)' }}
        >
          <Group justify="space-between" wrap="nowrap" mih={48}>
            <Text fz={18} style={{ flex: 1 }}>
              {line.description}
            </Text>
            <Text fz={22} fw={800} style={{ whiteSpace: 'nowrap' }} data-line={line.id}>
              {messages.of(line.separated, line.quantity)} {unitLabel(line.unit)}
            </Text>
          </Group>
        </UnstyledButton>
      ))}
      {/* Side by side when the card is wide enough, one under the other when not: never clipped. */}
      <Group gap="xs" wrap="wrap">
        <Button
          size="md"
          px="sm"
          mih={48}
          color="green.9"
          leftSection={<IconCheck size={22} aria-hidden />}
          onClick={onAll}
          disabled={done}
        >
          {messages.separation.all}
        </Button>
        <Button
          size="md"
          px="sm"
          mih={48}
          color="red.9"
          variant="outline"
          leftSection={<IconArrowBackUp size={22} aria-hidden />}
          onClick={onUndo}
          disabled={stop.lines.every((line) => line.separated === 0)}
        >
          {messages.stamp.undo}
        </Button>
      </Group>
    </StopCardFrame>
  );
}
