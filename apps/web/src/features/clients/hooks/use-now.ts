import { useEffect, useState } from 'react';

/**
 * "Now", renewed every `everyMs`: the visit ages ("há 12 dias"), today's weekday and the §5
 * windows move on while the screen stays open (the domain never reads the clock).
 */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
