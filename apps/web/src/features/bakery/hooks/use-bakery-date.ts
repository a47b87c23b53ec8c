import { isCalendarDate } from '@rota/domain';
import { useCallback, useState } from 'react';
import { z } from 'zod';
import { useToday } from '#lib/clock/use-today.ts';

const KEY = 'rota.bakery.date';

const choiceSchema = z.object({
  /** The day picked. */
  date: z.string(),
  /** The day (São Paulo) it was picked on: a choice counts only that day. */
  on: z.string(),
});
type Choice = z.infer<typeof choiceSchema>;

function savedChoice(): Choice | null {
  try {
    const saved = choiceSchema.safeParse(JSON.parse(sessionStorage.getItem(KEY) ?? 'null'));
    return saved.success ? saved.data : null;
  } catch {
    return null;
  }
}

/**
 * The delivery day the bakery screens show: today in São Paulo unless the user picked another
 * one today. Kept in sessionStorage so moving between the boards (or a reload) keeps the day,
 * while a tablet left on overnight moves to the new day by itself (`useToday` turns at São
 * Paulo's midnight), not yesterday's.
 */
export function useBakeryDate(): [string, (date: string) => void] {
  const today = useToday();
  const [choice, setChoice] = useState<Choice | null>(savedChoice);
  const setDate = useCallback(
    (next: string) => {
      if (!isCalendarDate(next)) return;
      const picked = { date: next, on: today };
      setChoice(picked);
      sessionStorage.setItem(KEY, JSON.stringify(picked));
    },
    [today],
  );
  return [choice?.on === today ? choice.date : today, setDate];
}
