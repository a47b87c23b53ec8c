import { z } from 'zod';
import { createStore } from '#lib/store/create-store.ts';

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
/** The stations chosen since the app started, per company: what the screens watch. */
const chosen = createStore<ReadonlyMap<number, Station>>(new Map());
/** What `localStorage` held, read once per company: the same object on every read. */
const stored = new Map<number, Station>();

const idOrNull = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

// Each field is read on its own below: a bad one clears that field, not the whole station.
const storedSchema = z.object({
  operatorId: z.unknown().optional(),
  machineId: z.unknown().optional(),
  numOp: z.unknown().optional(),
});

function readStation(companyId: number): Station {
  try {
    const parsed = storedSchema.safeParse(
      JSON.parse(globalThis.localStorage?.getItem(keyOf(companyId)) ?? 'null'),
    );
    if (!parsed.success) return EMPTY;
    const { operatorId, machineId, numOp } = parsed.data;
    return {
      operatorId: idOrNull(operatorId),
      machineId: idOrNull(machineId),
      numOp: typeof numOp === 'string' && numOp.trim() !== '' ? numOp.trim() : null,
    };
  } catch {
    return EMPTY;
  }
}

export const stationStore = {
  /** The same object until it changes (for `useStore`). */
  get(companyId: number): Station {
    const station = chosen.getState().get(companyId) ?? stored.get(companyId);
    if (station) return station;
    const read = readStation(companyId);
    stored.set(companyId, read);
    return read;
  },
  set(companyId: number, change: Partial<Station>): void {
    const next = { ...stationStore.get(companyId), ...change };
    try {
      globalThis.localStorage?.setItem(keyOf(companyId), JSON.stringify(next));
    } catch (error) {
      console.warn('[rota] posto de trabalho não guardado no aparelho:', error);
    }
    chosen.setState(new Map(chosen.getState()).set(companyId, next));
  },
  getState: chosen.getState,
  subscribe: chosen.subscribe,
  /** Tests: forget what was read and chosen, as a reload does. */
  reset(): void {
    stored.clear();
    chosen.setState(new Map());
  },
};
