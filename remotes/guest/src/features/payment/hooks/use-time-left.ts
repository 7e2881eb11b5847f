import { useEffect, useState } from 'react';

/** Seconds until `deadline` (ISO 8601), counted down every second; null without a deadline. */
export function useSecondsLeft(deadline: string | null | undefined): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  if (!deadline) return null;
  const at = Date.parse(deadline);
  return Number.isNaN(at) ? null : Math.max(0, Math.floor((at - now) / 1000));
}
