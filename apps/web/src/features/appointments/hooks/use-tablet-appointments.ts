import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { AppointmentRow } from '#lib/db/my-pwa-db.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { dayAppointmentsQuery } from '../api/day-appointments-query.ts';

/** Where an appointment's writes stand: all acknowledged, some waiting in the outbox, or one refused. */
export type SendState = 'sent' | 'waiting' | 'sending' | 'failed';

export interface TabletAppointments {
  /** Every appointment on the tablet: its own and the factory's it was told about. */
  all: AppointmentRow[];
  sendState: (uuid: string) => SendState;
}

/**
 * The appointments on the tablet, read live from `MyPWA_DB` (so they show offline and move as the
 * operator acts), with where each one's writes stand in the outbox; `today`'s appointments of the
 * whole factory are refreshed from the server when it can. `today` is São Paulo's day (`useToday`).
 */
export function useTabletAppointments(today: string): TabletAppointments | undefined {
  useQuery(dayAppointmentsQuery(today));
  const all = useLiveQuery(() => myPwaDb.appointments.toArray(), []);
  const entries = useLiveQuery(
    () => myPwaDb.outbox.where('call').equals('orderProduction.createApoint').toArray(),
    [],
  );
  return useMemo(() => {
    if (all === undefined || entries === undefined) return undefined;
    const states = new Map<string, SendState>();
    const rank: Record<SendState, number> = { sent: 0, waiting: 1, sending: 2, failed: 3 };
    for (const entry of entries) {
      const state: SendState =
        entry.status === 'failed' ? 'failed' : entry.status === 'sending' ? 'sending' : 'waiting';
      const current = states.get(entry.uuid) ?? 'sent';
      if (rank[state] > rank[current]) states.set(entry.uuid, state);
    }
    return { all, sendState: (uuid: string) => states.get(uuid) ?? 'sent' };
  }, [all, entries]);
}
