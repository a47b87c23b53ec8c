import type { Measurement } from '@rota/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useAuth } from '#lib/auth/index.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { isMeasurementWrite } from '../api/save-measurement.ts';

/** Where a measurement's writes stand on the device. */
export type MeasurementSendState = { kind: 'unsent' } | { kind: 'refused'; message: string | null };

export interface MyMeasurements {
  /** The logged-in seller's measurements, newest day first (the unsent first within a day). */
  measurements: Measurement[];
  /** Measurements with a write still in the outbox, by uuid. */
  sendStates: ReadonlyMap<string, MeasurementSendState>;
  loaded: boolean;
}

const EMPTY: MyMeasurements = { measurements: [], sendStates: new Map(), loaded: false };

/**
 * The seller's measurements and what the outbox still holds of them, read live: a save shows at
 * once, and "não enviada" goes away when the server acknowledges it.
 */
export function useMyMeasurements(): MyMeasurements {
  const sellerId = useAuth().session?.seller.id;
  return (
    useLiveQuery(async () => {
      const [rows, entries] = await Promise.all([
        myPwaDb.measurements.toArray(),
        myPwaDb.outbox.where('call').equals('measurements.create').toArray(),
      ]);
      const sendStates = new Map<string, MeasurementSendState>();
      for (const entry of entries.filter(isMeasurementWrite)) {
        const current = sendStates.get(entry.uuid);
        if (entry.status === 'failed')
          sendStates.set(entry.uuid, { kind: 'refused', message: entry.last_error });
        else if (!current) sendStates.set(entry.uuid, { kind: 'unsent' });
      }
      const measurements = rows
        .filter((row) => !row.deleted_at && row.seller_id === sellerId)
        .sort(
          (a, b) =>
            b.date.localeCompare(a.date) ||
            (b.updated_at ?? '\uffff').localeCompare(a.updated_at ?? '\uffff') ||
            a.uuid.localeCompare(b.uuid),
        )
        .map(({ updated_at: _u, deleted_at: _d, ...measurement }): Measurement => measurement);
      return { measurements, sendStates, loaded: true };
    }, [sellerId]) ?? EMPTY
  );
}
