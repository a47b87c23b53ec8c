import { useCallback } from 'react';
import { useAuth } from '#lib/auth/index.ts';
import { useStore } from '#lib/store/use-store.ts';
import { type Station, stationStore } from '../api/station-store.ts';

const NONE: Station = { operatorId: null, machineId: null, numOp: null };

/** The tablet's operator, machine and OP on screen, remembered on the device for the logged-in company. */
export function useStation(): [Station, (change: Partial<Station>) => void] {
  const companyId = useAuth().companyId;
  const station = useStore(stationStore, () => (companyId === null ? NONE : stationStore.get(companyId)));
  const update = useCallback(
    (change: Partial<Station>) => {
      if (companyId !== null) stationStore.set(companyId, change);
    },
    [companyId],
  );
  return [station, update];
}
