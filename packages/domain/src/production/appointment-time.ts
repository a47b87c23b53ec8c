import { DEFAULT_TIME_ZONE, zonedDate } from '../time/time-zone.ts';
import type { Appointment } from './appointment.schema.ts';

type Timed = Pick<Appointment, 'started_at' | 'finished_at' | 'pauses'>;

/** Where an appointment stands: running (producing), paused (an open pause) or finished. */
export type AppointmentState = 'running' | 'paused' | 'finished';

export function appointmentState(appointment: Pick<Appointment, 'finished_at' | 'pauses'>): AppointmentState {
  if (appointment.finished_at !== null) return 'finished';
  return appointment.pauses.at(-1)?.finished_at === null ? 'paused' : 'running';
}

/** Whether the appointment is still open (running or paused): it holds its machine. */
export function isOpenAppointment(appointment: Pick<Appointment, 'finished_at'>): boolean {
  return appointment.finished_at === null;
}

export interface AppointmentTimes {
  /** From the start to the end (or to `now` while open). */
  totalMs: number;
  /** Inside pauses (an open pause counts up to `now`). */
  stoppedMs: number;
  /** The rest: the time the machine produced. */
  productiveMs: number;
  /** The start of the open pause, while paused; null otherwise. */
  pausedSince: string | null;
}

/**
 * The clock of an appointment at `now`, computed from its instants and never counted, so a
 * timer shows the same after a reload, a crash or a night in the drawer. An open appointment
 * ends at `now`; a `now` before the start (a device clock that went back) gives zero, never a
 * negative time. A pause counts only within the appointment.
 */
export function appointmentTimes(appointment: Timed, now: Date): AppointmentTimes {
  const start = Date.parse(appointment.started_at);
  const end = Math.max(
    start,
    appointment.finished_at === null ? now.getTime() : Date.parse(appointment.finished_at),
  );
  let stoppedMs = 0;
  for (const pause of appointment.pauses) {
    const from = Math.max(start, Date.parse(pause.started_at));
    const to = Math.min(end, pause.finished_at === null ? end : Date.parse(pause.finished_at));
    stoppedMs += Math.max(0, to - from);
  }
  const totalMs = end - start;
  const last = appointment.pauses.at(-1);
  return {
    totalMs,
    stoppedMs,
    productiveMs: Math.max(0, totalMs - stoppedMs),
    pausedSince:
      appointment.finished_at === null && last?.finished_at === null ? (last?.started_at ?? null) : null,
  };
}

/**
 * Whether an appointment belongs to a calendar day (`yyyy-mm-dd`) in the time zone: it started
 * on or before that day and ended on or after it, or is still open. A night shift from 22:00 to
 * 06:00 belongs to both days; an appointment still open from yesterday belongs to today. A query
 * by day selects the same with the day's `dayBounds` (`domain/time`): `started_at < end` and
 * (`finished_at` null or `finished_at >= start`).
 */
export function appointmentOnDay(
  appointment: Pick<Appointment, 'started_at' | 'finished_at'>,
  day: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): boolean {
  if (zonedDate(new Date(appointment.started_at), timeZone) > day) return false;
  return appointment.finished_at === null || zonedDate(new Date(appointment.finished_at), timeZone) >= day;
}
