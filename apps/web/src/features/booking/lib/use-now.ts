import { useEffect, useState } from 'react';

/** The time now, renewed every `everyMs`: buttons that depend on the clock (check-in, no-show) follow it. */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
