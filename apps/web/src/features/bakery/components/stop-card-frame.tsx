import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { LineSendState } from '../hooks/use-bakery-day.ts';
import { messages } from '../messages.ts';
import type { ClientStop } from '../model/driver-groups.ts';
import { SendStateBadge } from './send-state-badge.tsx';

/**
 * A client's stop on a driver's route, as separation and delivery show it: a region named
 * "1. Padaria Central", its lines' send state, green once `done`, and the screen's own content.
 */
export function StopCardFrame({
  stop,
  sendState,
  done,
  idPrefix,
  children,
}: {
  stop: ClientStop;
  sendState: (id: number) => LineSendState;
  done: boolean;
  /** Keeps the title's id apart from the other screen's cards of the same stop. */
  idPrefix: string;
  children: ReactNode;
}) {
  const titleId = `${idPrefix}-${stop.key}`;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby={titleId}
      bg={done ? 'green.0' : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fz={22} fw={700} id={titleId}>
            {messages.separation.stop(stop.deliveryOrder, stop.clientName)}
          </Text>
          <SendStateBadge states={stop.lines.map((line) => sendState(line.id))} />
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
