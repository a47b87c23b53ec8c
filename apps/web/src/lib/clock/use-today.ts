import { addDays, zonedDate, zonedDayStart } from '@rota/domain';
import { useEffect, useState } from 'react';

/** Past midnight by this much, so the timer never wakes a hair before the day turns. */
const MARGIN_MS = 50;

/**
 * Today, the calendar day in São Paulo (`yyyy-mm-dd`, domain `zonedDate`): the one "today" of
 * every screen that shows a day or a period. It renews at São Paulo's next midnight (a timer to
 * that instant, domain `zonedDayStart`), and again whenever the page comes back to the front or
 * gets the focus, since a phone asleep delays timers and a clock may be set by hand. A screen keys
 * its memos by this string, never by `toISOString()` (UTC, which turns at 21:00 in São Paulo).
 * A rule that wants an instant gets `zonedDayStart(today)`, so the rule and the key always agree
 * on the day.
 */
export function useToday(): string {
  const [today, setToday] = useState(() => zonedDate(new Date()));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const now = new Date();
      const day = zonedDate(now);
      setToday(day);
      // Re-armed on every check: a timer that woke early still waits for the real midnight.
      clearTimeout(timer);
      timer = setTimeout(check, zonedDayStart(addDays(day, 1)).getTime() - now.getTime() + MARGIN_MS);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    check();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', check);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', check);
    };
  }, []);
  return today;
}
