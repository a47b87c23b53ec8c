import type { MyPwaTableName } from '../db/my-pwa-db.ts';

/** One line of the login's progress bars: rows done of a total known once the last page came. */
export interface SyncProgress {
  /** The contract call's name, e.g. `clients.all`. */
  call: string;
  /** pt-BR, e.g. 'Clientes'. */
  label: string;
  /** The table it fills (what `groupSyncProgress` files it under); absent in older callers' lines. */
  table?: MyPwaTableName;
  done: number;
  /** Null until the last page arrived (then equal to `done`). */
  total: number | null;
  status: 'waiting' | 'running' | 'done' | 'error';
  error?: string;
}
