import { useEffect, useState } from 'react';

/** "Now", renewed every `everyMs`, for ages such as 'há 3 minutos' (the domain never reads the clock). */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
