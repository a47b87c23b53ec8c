import type { OutboxRow } from '#lib/db/my-pwa-db.ts';

/** The entries of one seller of this device. */
export interface OutboxOwnerGroup {
  /** `<company_id>:<seller_id>`, as the outbox stores it. */
  owner: string;
  /** The logged-in seller's: they may resend and discard them. */
  own: boolean;
  /** The seller's id, to name another seller's group (the outbox keeps no names). */
  sellerId: string;
  rows: OutboxRow[];
}

/**
 * The outbox by seller (docs/offline-writes.md "A shared phone"): the logged-in seller's own
 * entries first, then each other seller's in the order their first entry was made; every group
 * keeps creation order, the order the push sends them in.
 */
export function groupByOwner(rows: readonly OutboxRow[], owner: string | null): OutboxOwnerGroup[] {
  const groups = new Map<string, OutboxOwnerGroup>();
  for (const row of rows) {
    let group = groups.get(row.owner);
    if (!group) {
      group = {
        owner: row.owner,
        own: row.owner === owner,
        sellerId: row.owner.split(':')[1] ?? row.owner,
        rows: [],
      };
      groups.set(row.owner, group);
    }
    group.rows.push(row);
  }
  const all = [...groups.values()];
  return [...all.filter((group) => group.own), ...all.filter((group) => !group.own)];
}
