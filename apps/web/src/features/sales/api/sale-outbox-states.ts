import type { OutboxRow } from '#lib/db/my-pwa-db.ts';

/** Where a sale's writes stand in the outbox: waiting, on the way, or refused by the server. */
export interface SaleOutboxState {
  state: 'pending' | 'sending' | 'failed';
  /** The server's pt-BR reason when it refused one of them. */
  error: string | null;
}

const SALE_CALLS = new Set(['sales.create', 'sales.addNotes']);

/**
 * The sales that hold a write the server has not acknowledged ("não enviada"), by uuid, from the
 * outbox entries (DESIGN.md "Push": an entry leaves only once acknowledged). A refused entry wins
 * over one on its way, which wins over one waiting: the seller sees the most urgent.
 */
export function saleOutboxStates(entries: readonly OutboxRow[]): Map<string, SaleOutboxState> {
  const rank = { pending: 0, sending: 1, failed: 2 } as const;
  const states = new Map<string, SaleOutboxState>();
  for (const entry of entries) {
    if (!SALE_CALLS.has(entry.call)) continue;
    const current = states.get(entry.uuid);
    if (current && rank[current.state] >= rank[entry.status]) continue;
    states.set(entry.uuid, {
      state: entry.status,
      error: entry.status === 'failed' ? entry.last_error : null,
    });
  }
  return states;
}
