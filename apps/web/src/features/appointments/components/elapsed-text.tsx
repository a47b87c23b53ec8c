import { type Appointment, appointmentTimes, formatElapsed } from '@rota/domain';
import { useNow } from '#lib/clock/use-now.ts';

/** The time since an appointment started, 'hh:mm:ss', ticking on its own every second. */
export function ElapsedText({
  appointment,
}: {
  appointment: Pick<Appointment, 'started_at' | 'finished_at' | 'pauses'>;
}) {
  const now = useNow(1_000);
  return <span role="timer">{formatElapsed(appointmentTimes(appointment, now).totalMs)}</span>;
}
