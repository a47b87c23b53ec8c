import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type Appointment, appointmentState } from '@rota/domain';
import type { ProductionLists } from '../hooks/use-production-lists.ts';
import { messages } from '../messages.ts';
import { ElapsedText } from './elapsed-text.tsx';

const { board: text } = messages;

/**
 * What every machine runs now, from the appointments the tablet knows (the factory's of the day,
 * kept fresh by the server's events, and its own): free, producing or stopped, the OP, the
 * operator and the time since the start. A busy machine's OP opens with one tap.
 */
export function MachineBoard({
  lists,
  openByMachine,
  shownNumOp,
  onOpenOrder,
}: {
  lists: ProductionLists;
  openByMachine: ReadonlyMap<number, Appointment>;
  /** The OP on screen: its machines need no button to open it. */
  shownNumOp: string | null;
  /** Opens the OP a machine runs, with that machine: its running appointment is what to act on. */
  onOpenOrder: (numOp: string, machineId: number) => void;
}) {
  const machines = lists.machines.filter((row) => row.inative === 0);
  return (
    <section aria-labelledby="machine-board-title">
      <Title order={2} fz="xl" mb="sm" id="machine-board-title">
        {text.title}
      </Title>
      {machines.length === 0 ? (
        <Text>{text.empty}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {machines.map((machine) => {
            const open = openByMachine.get(machine.id);
            const state = open ? appointmentState(open) : null;
            const operator = open
              ? (lists.operatorById.get(open.operator_id)?.name ??
                messages.unknown.operator(open.operator_id))
              : null;
            return (
              <Paper
                component="li"
                key={machine.id}
                withBorder
                p="sm"
                radius="md"
                aria-label={`${machine.code_erp} — ${machine.description}`}
              >
                <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                  <Text fw={800} fz="lg" lh={1.3}>
                    {machine.code_erp}{' '}
                    <Text span fw={600} fz="md">
                      {machine.description}
                    </Text>
                  </Text>
                  <Badge
                    size="lg"
                    variant="filled"
                    tt="none"
                    style={{ flexShrink: 0 }}
                    color={state === 'paused' ? 'orange' : state ? 'blue' : 'green'}
                  >
                    {state === 'paused' ? text.stopped : state ? text.producing : text.free}
                  </Badge>
                </Group>
                {open && operator && (
                  <Group justify="space-between" wrap="wrap" gap="xs" mt={6} align="center">
                    <Text fz="md" fw={600}>
                      {text.detail(open.num_op, operator)} · <ElapsedText appointment={open} />
                    </Text>
                    {open.num_op !== shownNumOp && (
                      <Button
                        size="md"
                        h={48}
                        variant="default"
                        onClick={() => onOpenOrder(open.num_op, machine.id)}
                      >
                        {messages.run.openOrder(open.num_op)}
                      </Button>
                    )}
                  </Group>
                )}
              </Paper>
            );
          })}
        </Stack>
      )}
    </section>
  );
}
