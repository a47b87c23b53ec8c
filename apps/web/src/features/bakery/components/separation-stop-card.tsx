import { Button, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { type BakeryItem, separationHold, unitLabel } from '@rota/domain';
import { IconArrowBackUp, IconCheck } from '@tabler/icons-react';
import type { LineSendState } from '../hooks/use-bakery-day.ts';
import { messages } from '../messages.ts';
import type { ClientStop } from '../model/driver-groups.ts';
import { StopCardFrame } from './stop-card-frame.tsx';

/**
 * A client's lines to separate, in its driver's order: each line's separated quantity (a tap opens
 * the sheet for a partial one) and, when nothing more of it is ready, why it is short ("Ainda não
 * produzido": "Separar tudo" separates only what came out of the oven); "Separar tudo" for the
 * whole stop and "Desfazer".
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
      {stop.lines.map((line) => {
        const hold = separationHold(line);
        return (
          <UnstyledButton
            key={line.id}
            onClick={() => onLine(line)}
            mih={48}
            px="xs"
            style={{ borderRadius: 6, background: 'var(--mantine-color-gray-0)' }}
          >
            {/* The verb is read before what the line shows: its name holds its text (WCAG 2.5.3). */}
            <VisuallyHidden>{messages.separation.adjust}</VisuallyHidden>
            <Stack gap={0} py={4}>
              <Group justify="space-between" wrap="nowrap" mih={40}>
                <Text fz={18} style={{ flex: 1 }}>
                  {line.description}
                </Text>
                <Text fz={22} fw={800} style={{ whiteSpace: 'nowrap' }} data-line={line.id}>
                  {messages.of(line.separated, line.quantity)} {unitLabel(line.unit)}
                </Text>
              </Group>
              {hold && (
                <Text fz={16} fw={600} c="var(--mantine-color-orange-light-color)" data-hold={line.id}>
                  {hold}
                </Text>
              )}
            </Stack>
          </UnstyledButton>
        );
      })}
      {/* Side by side when the card is wide enough, one under the other when not: never clipped. */}
      <Group gap="xs" wrap="wrap">
        <Button
          size="md"
          px="sm"
          mih={48}
          color="green"
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
          color="red"
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
