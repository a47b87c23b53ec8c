import { companyToday, dayBounds } from '@rota/domain';
import { useSyncExternalStore } from 'react';

/** Past midnight by this much, so the timer never wakes a hair before the day turns. */
const MARGIN_MS = 50;

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

const readToday = () => companyToday(new Date());

/**
 * Tells the screens to read the day again, and waits for the next midnight. Re-armed on every
 * check: a timer that woke early, or a check from the focus, still waits for the real midnight.
 * React re-renders only the screens whose day changed (a string compares by value).
 */
function check(): void {
  const now = new Date();
  clearTimeout(timer);
  timer = setTimeout(check, dayBounds(companyToday(now)).end.getTime() - now.getTime() + MARGIN_MS);
  for (const listener of listeners) listener();
}

function onVisible(): void {
  if (document.visibilityState === 'visible') check();
}

/**
 * One timer and one pair of listeners for every screen, while at least one shows a day. A screen
 * that opens checks too (re-arming the timer from the clock as it reads now).
 */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', check);
  }
  check();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearTimeout(timer);
    timer = undefined;
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('focus', check);
  };
}

/**
 * Today, the calendar day in São Paulo (`yyyy-mm-dd`, domain `companyToday`): the one "today" of
 * every screen that shows a day or a period. It renews at São Paulo's next midnight (one timer to
 * that instant, domain `dayBounds`, shared by every screen), and again whenever the page comes
 * back to the front or gets the focus, since a phone asleep delays timers and a clock may be set
 * by hand. A screen keys its memos by this string, never by `toISOString()` (UTC, which turns at
 * 21:00 in São Paulo). A rule that wants an instant gets `zonedDayStart(today)`, so the rule and
 * the key always agree on the day.
 */
export function useToday(): string {
  return useSyncExternalStore(subscribe, readToday);
}
