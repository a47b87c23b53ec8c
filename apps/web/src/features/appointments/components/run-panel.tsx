import { Alert, Button, Stack, Text } from '@mantine/core';
import {
  type Appointment,
  type AppointmentResult,
  acceptsNewAppointments,
  appointmentState,
  zonedFields,
} from '@rota/domain';
import { IconAlertTriangle, IconPlayerPause, IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useState } from 'react';
import type { Station } from '../api/station-store.ts';
import type { OrderView } from '../hooks/use-order.ts';
import type { ProductionLists } from '../hooks/use-production-lists.ts';
import { messages } from '../messages.ts';
import { AppointmentClock } from './appointment-clock.tsx';
import { FinishModal } from './finish-modal.tsx';
import { PauseModal } from './pause-modal.tsx';

const { run: text } = messages;
const big = { size: 'xl', h: 72, fz: 24 } as const;
const clock = (instant: string) => {
  const { hour, minute } = zonedFields(new Date(instant));
  return `${hour}:${minute}`;
};

export interface RunPanelProps {
  station: Station;
  order: OrderView;
  /** The open appointment of the station's machine, if any. */
  open: Appointment | null;
  lists: ProductionLists;
  error: string | null;
  onStart: () => void;
  onPause: (appointment: Appointment, situationId: number) => void;
  onResume: (appointment: Appointment) => void;
  onFinish: (appointment: Appointment, result: AppointmentResult) => void;
  onOpenOrder: (numOp: string) => void;
}

/**
 * What the station's machine is doing and the one big button for what comes next: Iniciar on a
 * free machine with an open order; Pausar (with a reason) or Finalizar while it produces; Retomar
 * or Finalizar while it stands. The timer runs from the appointment's instants.
 */
export function RunPanel({
  station,
  order,
  open,
  lists,
  error,
  onStart,
  onPause,
  onResume,
  onFinish,
  onOpenOrder,
}: RunPanelProps) {
  const [pausing, setPausing] = useState(false);
  const [finishing, setFinishing] = useState<Appointment | null>(null);
  const machine = station.machineId === null ? undefined : lists.machineById.get(station.machineId);
  const stops = lists.situations.filter((row) => row.kind === 'Parada' && row.inative === 0);
  const scrapReasons = lists.situations.filter((row) => row.kind === 'Refugo' && row.inative === 0);
  const shown = order.kind === 'found' ? order : null;

  const body = (() => {
    if (station.operatorId === null || !machine)
      return (
        <Alert color="orange" variant="light">
          {text.needsStation}
        </Alert>
      );
    if (open && open.num_op !== shown?.order.num_op) {
      return (
        <Stack gap="sm">
          <Text fz="lg" fw={700}>
            {text.machineOnOtherOrder(machine.code_erp, open.num_op)}
          </Text>
          <Button {...big} variant="default" onClick={() => onOpenOrder(open.num_op)}>
            {text.openOrder(open.num_op)}
          </Button>
        </Stack>
      );
    }
    if (open) {
      const state = appointmentState(open);
      const lastPause = open.pauses.at(-1);
      const reason = lastPause
        ? (lists.situationById.get(lastPause.situation_id)?.description ?? null)
        : null;
      const operator =
        lists.operatorById.get(open.operator_id)?.name ?? messages.unknown.operator(open.operator_id);
      return (
        <Stack gap="sm">
          <AppointmentClock appointment={open} stopReason={reason} />
          <Text fz="md" fw={600}>
            {text.by(operator)} · {text.since(clock(open.started_at))}
          </Text>
          <Stack gap="sm">
            {state === 'paused' ? (
              <Button
                {...big}
                color="green"
                leftSection={<IconPlayerPlay size={30} aria-hidden />}
                onClick={() => onResume(open)}
              >
                {text.resume}
              </Button>
            ) : (
              <Button
                {...big}
                color="orange"
                leftSection={<IconPlayerPause size={30} aria-hidden />}
                onClick={() => setPausing(true)}
              >
                {text.pause}
              </Button>
            )}
            <Button
              {...big}
              color="red"
              leftSection={<IconPlayerStop size={30} aria-hidden />}
              onClick={() => setFinishing(open)}
            >
              {text.finish}
            </Button>
          </Stack>
        </Stack>
      );
    }
    if (!shown)
      return (
        <Text fz="lg" fw={600}>
          {text.needsOrder}
        </Text>
      );
    if (!acceptsNewAppointments({ status: shown.status }))
      return (
        <Alert color="gray" variant="light">
          {text.orderClosed(shown.order.num_op)}
        </Alert>
      );
    return (
      <Button
        {...big}
        h={88}
        fz={30}
        color="green"
        fullWidth
        leftSection={<IconPlayerPlay size={36} aria-hidden />}
        onClick={onStart}
      >
        {text.start}
      </Button>
    );
  })();

  return (
    <section
      aria-label={machine ? `${messages.station.machine} ${machine.code_erp}` : messages.station.machine}
    >
      <Stack gap="sm">
        {body}
        {error && (
          <Alert color="red" variant="filled" icon={<IconAlertTriangle size={22} aria-hidden />} role="alert">
            <Text fz="md" fw={600}>
              {error}
            </Text>
          </Alert>
        )}
      </Stack>
      <PauseModal
        opened={pausing}
        reasons={stops}
        onPick={(situationId) => {
          setPausing(false);
          if (open) onPause(open, situationId);
        }}
        onClose={() => setPausing(false)}
      />
      <FinishModal
        appointment={finishing}
        mode="finish"
        unit={shown?.order.unit ?? ''}
        left={shown ? shown.progress.left : null}
        scrapReasons={scrapReasons}
        onSubmit={(result) => {
          if (finishing) onFinish(finishing, result);
          setFinishing(null);
        }}
        onClose={() => setFinishing(null)}
      />
    </section>
  );
}
