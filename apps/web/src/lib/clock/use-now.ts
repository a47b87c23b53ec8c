import { useEffect, useState } from 'react';

/**
 * "Now", renewed every `everyMs` on the clock's whole multiples of it (whole seconds for a
 * running timer, whole minutes for "há 12 dias"), so every time on screen turns over together.
 * Times are computed from it, never counted; the domain never reads the clock itself. A day or
 * a period ("Hoje", the month) comes from `useToday`, São Paulo's calendar day, instead.
 */
export function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const untilNextTick = () => everyMs - (Date.now() % everyMs) + 5;
    const tick = () => {
      setNow(new Date());
      timer = setTimeout(tick, untilNextTick());
    };
    timer = setTimeout(tick, untilNextTick());
    return () => clearTimeout(timer);
  }, [everyMs]);
  return now;
}
