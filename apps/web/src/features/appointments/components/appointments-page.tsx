import { Alert, Grid, Loader, Stack, Text } from '@mantine/core';
import { type Appointment, openByMachine, operatorDay } from '@rota/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNow } from '#lib/clock/use-now.ts';
import { useToday } from '#lib/clock/use-today.ts';
import { useAppointmentActions } from '../hooks/use-appointment-actions.ts';
import { useOrder } from '../hooks/use-order.ts';
import { useProductionLists } from '../hooks/use-production-lists.ts';
import { useStation } from '../hooks/use-station.ts';
import { useTabletAppointments } from '../hooks/use-tablet-appointments.ts';
import { messages } from '../messages.ts';
import { FinishModal } from './finish-modal.tsx';
import { MachineBoard } from './machine-board.tsx';
import { OpSearch } from './op-search.tsx';
import { OperatorDay } from './operator-day.tsx';
import { OrderCard } from './order-card.tsx';
import { RunPanel } from './run-panel.tsx';
import { StationBar } from './station-bar.tsx';

const NO_APPOINTMENTS: Appointment[] = [];
/** Breakpoints of the page's own width (not the window's): `md` is a landscape tablet beside the menu. */
const CONTAINER_BREAKPOINTS = { xs: '30em', sm: '36em', md: '44em', lg: '60em', xl: '80em' };

function OrderLookupState({ kind, numOp }: { kind: string; numOp: string }) {
  if (kind === 'loading')
    return (
      <Stack align="center" gap="xs" py="md">
        <Loader aria-hidden />
        <Text>{messages.search.loading}</Text>
      </Stack>
    );
  const text =
    kind === 'notFound'
      ? messages.search.notFound(numOp)
      : kind === 'offlineUnknown'
        ? messages.search.offlineUnknown(numOp)
        : messages.search.failed;
  return (
    <Alert
      color={kind === 'offlineUnknown' ? 'gray' : 'red'}
      variant="light"
      icon={<IconAlertTriangle size={22} aria-hidden />}
      role="alert"
    >
      <Text fz="lg" fw={600}>
        {text}
      </Text>
    </Alert>
  );
}

/**
 * Apontamentos (route `apoint`), for an operator with gloves on a shared tablet: the work station
 * (operator and machine, remembered), the OP typed or scanned with what is planned, done and left,
 * the machine's running appointment with one big button for each step, what every machine runs
 * now and the operator's appointments of the day. Everything is read from the tablet and written
 * through the outbox, so a whole shift works without a network.
 */
export function AppointmentsPage() {
  // The day, the stale note and the lists' lengths move slowly; the timers tick on their own.
  const now = useNow(15_000);
  const lists = useProductionLists();
  const today = useToday();
  const tablet = useTabletAppointments(today);
  const [current, updateStation] = useStation();
  const all = tablet?.all ?? NO_APPOINTMENTS;
  const open = useMemo(() => openByMachine(all), [all]);
  const machineOpen = current.machineId === null ? null : (open.get(current.machineId) ?? null);
  const numOp = current.numOp ?? machineOpen?.num_op ?? null;
  const order = useOrder(numOp);
  const actions = useAppointmentActions(lists, all);
  const [correcting, setCorrecting] = useState<Appointment | null>(null);

  if (!lists || !tablet) return <Loader aria-label={messages.search.loading} />;
  const change = (next: Partial<typeof current>) => {
    actions.clearError();
    updateStation(next);
  };
  const operator = current.operatorId === null ? undefined : lists.operatorById.get(current.operatorId);
  const day = current.operatorId === null ? [] : operatorDay(all, current.operatorId, today);
  const correctingOrder = correcting ? order : null;

  return (
    <Stack gap="md" data-testid="appointments-page">
      <StationBar station={current} lists={lists} busyMachines={new Set(open.keys())} onChange={change} />
      {/* Two columns once the page's own width allows (a landscape tablet beside the menu): the OP
          on the left, the machine's big buttons on the right, both above the fold. */}
      <Grid gap="md" type="container" breakpoints={CONTAINER_BREAKPOINTS}>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <OpSearch current={numOp} onSearch={(value) => change({ numOp: value })} />
            {order.kind === 'found' ? (
              <OrderCard view={order} now={now} />
            ) : order.kind === 'none' ? null : (
              <OrderLookupState kind={order.kind} numOp={numOp ?? ''} />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <RunPanel
            station={current}
            order={order}
            open={machineOpen}
            lists={lists}
            error={actions.error}
            onStart={() => {
              if (order.kind === 'found' && current.operatorId !== null && current.machineId !== null)
                void actions.start({
                  order: { num_op: order.order.num_op, status: order.status },
                  operatorId: current.operatorId,
                  machineId: current.machineId,
                });
            }}
            onPause={(appointment, situationId) => void actions.pause(appointment, situationId)}
            onResume={(appointment) => void actions.resume(appointment)}
            onFinish={(appointment, result) => void actions.finish(appointment, result)}
            onOpenOrder={(value) => change({ numOp: value })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <MachineBoard
            lists={lists}
            openByMachine={open}
            shownNumOp={numOp}
            onOpenOrder={(value, machineId) => {
              // The OP and the machine running it, from the top: pause or finish, never "start" an
              // OP already running; the board is below the fold on a tablet.
              change({ numOp: value, machineId });
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <OperatorDay
            operatorName={operator?.name ?? null}
            appointments={day}
            lists={lists}
            now={now}
            sendState={tablet.sendState}
            onCorrect={setCorrecting}
          />
        </Grid.Col>
      </Grid>
      <FinishModal
        appointment={correcting}
        mode="correct"
        unit={correctingOrder?.kind === 'found' ? correctingOrder.order.unit : ''}
        left={null}
        scrapReasons={lists.situations.filter((row) => row.kind === 'Refugo' && row.inative === 0)}
        onSubmit={(result) => {
          if (correcting) void actions.correct(correcting, result);
          setCorrecting(null);
        }}
        onClose={() => setCorrecting(null)}
      />
    </Stack>
  );
}
