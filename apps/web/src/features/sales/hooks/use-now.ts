import { useEffect, useState } from 'react';

/** "Now", renewed every minute: the periods move on while the screen stays open (the domain never reads the clock). */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
