import { DEFAULT_TIME_ZONE } from '../time/time-zone.ts';
import type { Appointment } from './appointment.schema.ts';
import { appointmentOnDay } from './appointment-time.ts';

type Placed = Pick<Appointment, 'uuid' | 'machine_id' | 'started_at' | 'finished_at'>;

/**
 * The open appointment of each machine. The server never holds two per machine, but a device may
 * briefly know two (one of its own not sent yet, one another tablet sent): the latest started is
 * the one shown, ties broken by uuid so every screen shows the same.
 */
export function openByMachine<A extends Placed>(appointments: readonly A[]): Map<number, A> {
  const open = new Map<number, A>();
  for (const appointment of appointments) {
    if (appointment.finished_at !== null) continue;
    const current = open.get(appointment.machine_id);
    if (!current || laterFirst(appointment, current) < 0) open.set(appointment.machine_id, appointment);
  }
  return open;
}

/** Sort order: the latest start first, ties by uuid. */
function laterFirst(a: Placed, b: Placed): number {
  const byStart = Date.parse(b.started_at) - Date.parse(a.started_at);
  return byStart !== 0 ? byStart : a.uuid < b.uuid ? -1 : a.uuid > b.uuid ? 1 : 0;
}

/**
 * An operator's appointments of a calendar day (see `appointmentOnDay`: open ones from the day
 * before included), the latest started first.
 */
export function operatorDay<A extends Placed & Pick<Appointment, 'operator_id'>>(
  appointments: readonly A[],
  operatorId: number,
  day: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): A[] {
  return appointments
    .filter(
      (appointment) => appointment.operator_id === operatorId && appointmentOnDay(appointment, day, timeZone),
    )
    .sort(laterFirst);
}
