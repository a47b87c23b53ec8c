/**
 * The tablet's work station: who operates and which machine, remembered on the device (a shared
 * tablet usually stands by one machine; operators change with the shift) per company, plus the
 * last OP shown. In `localStorage` under `rota.apoint.station.<company_id>`; anything unreadable
 * counts as nothing chosen.
 */
export interface Station {
  operatorId: number | null;
  machineId: number | null;
  numOp: string | null;
}

const EMPTY: Station = { operatorId: null, machineId: null, numOp: null };
const keyOf = (companyId: number) => `rota.apoint.station.${companyId}`;
const listeners = new Set<() => void>();
const cache = new Map<number, Station>();

const idOrNull = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

function read(companyId: number): Station {
  try {
    const parsed = JSON.parse(globalThis.localStorage?.getItem(keyOf(companyId)) ?? 'null') as Record<
      string,
      unknown
    > | null;
    if (!parsed || typeof parsed !== 'object') return EMPTY;
    return {
      operatorId: idOrNull(parsed.operatorId),
      machineId: idOrNull(parsed.machineId),
      numOp: typeof parsed.numOp === 'string' && parsed.numOp.trim() !== '' ? parsed.numOp.trim() : null,
    };
  } catch {
    return EMPTY;
  }
}

export const stationStore = {
  /** The same object until it changes (for `useSyncExternalStore`). */
  get(companyId: number): Station {
    let station = cache.get(companyId);
    if (!station) {
      station = read(companyId);
      cache.set(companyId, station);
    }
    return station;
  },
  set(companyId: number, change: Partial<Station>): void {
    const next = { ...stationStore.get(companyId), ...change };
    cache.set(companyId, next);
    try {
      globalThis.localStorage?.setItem(keyOf(companyId), JSON.stringify(next));
    } catch (error) {
      console.warn('[rota] posto de trabalho não guardado no aparelho:', error);
    }
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Tests: forget what was read. */
  reset(): void {
    cache.clear();
  },
};
