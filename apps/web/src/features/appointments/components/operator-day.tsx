import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  type Appointment,
  appointmentState,
  appointmentTimes,
  formatDuration,
  zonedFields,
} from '@rota/domain';
import type { ProductionLists } from '../hooks/use-production-lists.ts';
import type { SendState } from '../hooks/use-tablet-appointments.ts';
import { messages } from '../messages.ts';

const { day: text } = messages;
const clock = (instant: string) => {
  const { hour, minute } = zonedFields(new Date(instant));
  return `${hour}:${minute}`;
};

const sendBadge: Record<SendState, { label: string; color: string }> = {
  sent: { label: text.sent, color: 'green' },
  waiting: { label: text.waiting, color: 'gray.7' },
  sending: { label: text.waiting, color: 'gray.7' },
  failed: { label: text.failed, color: 'red.9' },
};

/**
 * The operator's appointments of the day, latest first: OP, machine, times, what was produced and
 * whether it reached the server. A finished one not sent yet can be corrected ("Corrigir"); once
 * sent it is the server's.
 */
export function OperatorDay({
  operatorName,
  appointments,
  lists,
  now,
  sendState,
  onCorrect,
}: {
  operatorName: string | null;
  appointments: readonly Appointment[];
  lists: ProductionLists;
  now: Date;
  sendState: (uuid: string) => SendState;
  onCorrect: (appointment: Appointment) => void;
}) {
  return (
    <section aria-labelledby="operator-day-title">
      <Title order={2} fz="xl" mb="sm" id="operator-day-title">
        {operatorName ? text.title(operatorName) : text.titleNoOperator}
      </Title>
      {operatorName === null ? (
        <Text>{text.chooseOperator}</Text>
      ) : appointments.length === 0 ? (
        <Text>{text.empty}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {appointments.map((appointment) => {
            const state = appointmentState(appointment);
            const send = sendState(appointment.uuid);
            const times = appointmentTimes(appointment, now);
            const machine = lists.machineById.get(appointment.machine_id);
            const span = text.span(
              clock(appointment.started_at),
              appointment.finished_at ? clock(appointment.finished_at) : null,
            );
            const reason =
              appointment.scrap_reason_id === null
                ? null
                : (lists.situationById.get(appointment.scrap_reason_id)?.description ?? null);
            const editable = state === 'finished' && (send === 'waiting' || send === 'failed');
            return (
              <Paper component="li" key={appointment.uuid} withBorder p="sm" radius="md">
                <Stack gap={6}>
                  <Stack gap={2}>
                    <Text fw={800} fz="lg">
                      OP {appointment.num_op} ·{' '}
                      {machine?.code_erp ?? messages.unknown.machine(appointment.machine_id)}
                    </Text>
                    <Text fz="md" fw={600}>
                      {span} · {formatDuration(times.totalMs)}
                    </Text>
                    {appointment.pauses.length > 0 && (
                      <Text fz="sm">
                        {text.stops(appointment.pauses.length, formatDuration(times.stoppedMs))}
                      </Text>
                    )}
                    {state === 'finished' && (
                      <Text fz="md">
                        {text.good(appointment.quantity)}
                        {appointment.quantity_scrap > 0
                          ? ` · ${text.scrap(appointment.quantity_scrap, reason)}`
                          : ''}
                      </Text>
                    )}
                  </Stack>
                  <Group gap="xs" wrap="wrap" align="center">
                    {state !== 'finished' && (
                      <Badge
                        size="lg"
                        variant="filled"
                        tt="none"
                        color={state === 'paused' ? 'orange' : 'blue'}
                      >
                        {state === 'paused' ? text.paused : text.running}
                      </Badge>
                    )}
                    <Badge size="lg" variant="outline" tt="none" color={sendBadge[send].color}>
                      {sendBadge[send].label}
                    </Badge>
                    {editable && (
                      <Button
                        size="md"
                        h={48}
                        variant="default"
                        aria-label={text.editLabel(appointment.num_op, span)}
                        onClick={() => onCorrect(appointment)}
                      >
                        {text.edit}
                      </Button>
                    )}
                  </Group>
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
    </section>
  );
}
