import { zonedDate } from '@rota/domain';
import { useCallback, useState } from 'react';

const KEY = 'rota.bakery.date';

/**
 * The delivery day the bakery screens show: today in São Paulo unless the user picked another
 * one today. Kept in sessionStorage so moving between the boards (or a reload) keeps the day,
 * while a tablet left on overnight opens the new day, not yesterday's.
 */
export function useBakeryDate(now: Date = new Date()): [string, (date: string) => void] {
  const today = zonedDate(now);
  const [date, setState] = useState(() => {
    try {
      const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { date: string; on: string } | null;
      return saved?.on === today ? saved.date : today;
    } catch {
      return today;
    }
  });
  const setDate = useCallback(
    (next: string) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(next)) return;
      setState(next);
      sessionStorage.setItem(KEY, JSON.stringify({ date: next, on: today }));
    },
    [today],
  );
  return [date, setDate];
}
