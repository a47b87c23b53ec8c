import type { MyPwaTableName } from '../db/my-pwa-db.ts';
import type { SyncProgress } from './sync-progress.ts';

/**
 * What a seller understands of the first sync (issue 25, "First sync"): five parts in their
 * words, not the fifteen tables the device fills — first the three a first screen needs, then the
 * history (sales, financial), which goes on after the screen opens (`afterFirstScreen`).
 */
export const SYNC_GROUPS = ['clients', 'catalogue', 'company', 'sales', 'financial'] as const;
export type SyncGroup = (typeof SYNC_GROUPS)[number];

export const SYNC_GROUP_LABELS: Record<SyncGroup, string> = {
  clients: 'Clientes',
  catalogue: 'Produtos e preços',
  company: 'Cadastros da empresa',
  sales: 'Histórico de vendas',
  financial: 'Financeiro',
};

/** The parts that go on after the first screen opened (their tables are `afterFirstScreen`). */
export const HISTORY_GROUPS: readonly SyncGroup[] = ['sales', 'financial'];

const GROUP_OF: Partial<Record<MyPwaTableName, SyncGroup>> = {
  clients: 'clients',
  deliveryAddresses: 'clients',
  products: 'catalogue',
  productPrices: 'catalogue',
  productStocks: 'catalogue',
  descParameters: 'catalogue',
  volumes: 'catalogue',
  sellerGoals: 'company',
  promotions: 'catalogue',
  sales: 'sales',
  financialTitles: 'financial',
  checks: 'financial',
};

/** One part of the first sync: its tables' rows added up, and where it stands. */
export interface SyncGroupProgress {
  group: SyncGroup;
  label: string;
  done: number;
  /** Null while a table of the part has not said its total yet. */
  total: number | null;
  status: SyncProgress['status'];
  /** The first failure among its tables. */
  error?: string;
}

/**
 * The first sync's lines as the seller reads them: each part's rows added up, done when every
 * table of it is, failed when one failed, running when one runs; parts with no table pulled for
 * this profile are left out. A table no part names counts under "Cadastros da empresa".
 */
export function groupSyncProgress(progress: readonly SyncProgress[]): SyncGroupProgress[] {
  const byGroup = new Map<SyncGroup, SyncProgress[]>();
  for (const line of progress) {
    const group = (line.table && GROUP_OF[line.table]) || 'company';
    byGroup.set(group, [...(byGroup.get(group) ?? []), line]);
  }
  return SYNC_GROUPS.flatMap((group) => {
    const lines = byGroup.get(group);
    if (!lines) return [];
    const failed = lines.find((line) => line.status === 'error');
    const status: SyncProgress['status'] = failed
      ? 'error'
      : lines.every((line) => line.status === 'done')
        ? 'done'
        : lines.some((line) => line.status !== 'waiting')
          ? 'running'
          : 'waiting';
    const totals = lines.map((line) => (line.status === 'done' ? line.done : line.total));
    return [
      {
        group,
        label: SYNC_GROUP_LABELS[group],
        done: lines.reduce((sum, line) => sum + line.done, 0),
        total: totals.every((total) => total !== null)
          ? totals.reduce<number>((sum, total) => sum + (total ?? 0), 0)
          : null,
        status,
        ...(failed?.error ? { error: failed.error } : {}),
      },
    ];
  });
}
