/**
 * What a refresh of the sales rollup does with the sales changed since it last followed them
 * (docs/server.md "The sales rollup"): a sale whose figures stayed as they were is added or taken
 * away by itself when it began or stopped counting, and changes nothing when it counted before
 * and after (the ERP moving a sale between two sold statuses); a sale whose day, seller, client,
 * total or lines changed sends the day it counted in and the day it counts in now to be summed
 * again, as the rollup does not keep what each sale added.
 */

/** A sale with recorded changes, as the refresh reads it. */
export interface ChangedSale {
  uuid: string;
  /** The sale day it counts in now; null when it does not count. */
  day: string | null;
  /** The sale day it counted in when the rollup last followed it; null when it did not (or is new). */
  oldDay: string | null;
  /** Its day, seller, client, total or lines changed since. */
  figures: boolean;
}

/** A sale added to the rollup (1) or taken away from it (-1), as its rows are now. */
export interface SaleDelta {
  uuid: string;
  sign: 1 | -1;
  day: string;
}

export interface RollupPlan {
  /** Days whose rows are deleted and summed again from the sales. */
  days: string[];
  /** Sales added or taken away one by one, none of them on one of `days`. */
  deltas: SaleDelta[];
}

export function planRollupRefresh(
  changed: readonly ChangedSale[],
  recordedDays: readonly string[],
): RollupPlan {
  const days = new Set(recordedDays);
  for (const sale of changed) {
    if (!sale.figures) continue;
    if (sale.oldDay !== null) days.add(sale.oldDay);
    if (sale.day !== null) days.add(sale.day);
  }
  const deltas: SaleDelta[] = [];
  for (const sale of changed) {
    if (sale.figures) continue;
    // Unchanged figures: the day it counted in is the day it counts in.
    if (sale.day !== null && sale.oldDay === null && !days.has(sale.day)) {
      deltas.push({ uuid: sale.uuid, sign: 1, day: sale.day });
    } else if (sale.day === null && sale.oldDay !== null && !days.has(sale.oldDay)) {
      deltas.push({ uuid: sale.uuid, sign: -1, day: sale.oldDay });
    }
  }
  return { days: [...days].sort(), deltas };
}
