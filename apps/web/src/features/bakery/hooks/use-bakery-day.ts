import type { BakeryItem } from '@rota/domain';
import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { BAKERY_STAMP_CALLS, stampedLineIds } from '#lib/sync/index.ts';
import { bakeryDayQuery } from '../api/bakery-day-query.ts';

/** Where a line's stamps stand: none waiting, waiting to be sent, or one refused by the server. */
export type LineSendState = 'sent' | 'pending' | 'failed';

export interface BakeryDay {
  /** The day's lines on the device; undefined while the table is first read. */
  lines: BakeryItem[] | undefined;
  /** When the day was last stored from the server; null when never on this device. */
  fetchedAt: string | null | undefined;
  sendState: (id: number) => LineSendState;
  refreshing: boolean;
  /** Why the last refresh failed, pt-BR; null when it did not. */
  refreshError: string | null;
}

/**
 * A delivery day's bakery lines, read live from `MyPWA_DB` (so a stamp moves them at once and
 * they show offline), refreshed from the server when it can (`bakeryDayQuery`), with the outbox
 * state of each line's stamps.
 */
export function useBakeryDay(date: string): BakeryDay {
  const refresh = useQuery(bakeryDayQuery(date));
  const lines = useLiveQuery(() => myPwaDb.bakeryLines.where('delivery_date').equals(date).toArray(), [date]);
  const day = useLiveQuery(async () => (await myPwaDb.bakeryDays.get(date)) ?? null, [date]);
  const entries = useLiveQuery(() => myPwaDb.outbox.where('call').anyOf(BAKERY_STAMP_CALLS).toArray(), []);
  const states = useMemo(() => {
    const map = new Map<number, LineSendState>();
    for (const entry of entries ?? []) {
      const state: LineSendState = entry.status === 'failed' ? 'failed' : 'pending';
      for (const id of stampedLineIds(entry.body)) {
        if (map.get(id) !== 'failed') map.set(id, state);
      }
    }
    return map;
  }, [entries]);
  return {
    lines,
    fetchedAt: day === undefined ? undefined : (day?.fetched_at ?? null),
    sendState: (id) => states.get(id) ?? 'sent',
    refreshing: refresh.isFetching,
    refreshError: refresh.error ? refresh.error.message : null,
  };
}
