import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left until a deadline (Date.now() based, so fake timers drive it in tests),
 * ticking once a second while above zero.
 */
export function useCountdown(initialDeadlineMs: number | null) {
  const [deadline, setDeadline] = useState<number | null>(initialDeadlineMs);
  const [now, setNow] = useState(() => Date.now());

  const secondsLeft = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));

  useEffect(() => {
    if (secondsLeft <= 0) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [secondsLeft]);

  /** Starts (or restarts) the countdown at `seconds` from now. */
  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setDeadline(current + seconds * 1000);
  }, []);

  return { secondsLeft, start };
}
