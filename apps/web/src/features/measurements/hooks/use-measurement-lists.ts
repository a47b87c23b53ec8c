import type { Driver, Volume } from '@rota/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';

export interface MeasurementLists {
  /** Every driver on the device, retired ones too (older loads keep their name), by name. */
  drivers: Driver[];
  /** Every volume on the device, by name. */
  volumes: Volume[];
  /** False until IndexedDB answered. */
  loaded: boolean;
}

const EMPTY: MeasurementLists = { drivers: [], volumes: [], loaded: false };

/** The drivers and volumes a measurement names, read live from `MyPWA_DB`. */
export function useMeasurementLists(): MeasurementLists {
  return (
    useLiveQuery(async () => {
      const [drivers, volumes] = await Promise.all([myPwaDb.drivers.toArray(), myPwaDb.volumes.toArray()]);
      const live = <T extends { deleted_at?: string | null }>(rows: T[]) =>
        rows.filter((row) => !row.deleted_at);
      return {
        drivers: live(drivers).sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
        volumes: live(volumes).sort((a, b) => a.field.localeCompare(b.field, 'pt-BR')),
        loaded: true,
      };
    }, []) ?? EMPTY
  );
}
