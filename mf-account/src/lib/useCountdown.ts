import { useEffect, useState } from 'react';

/**
 * A countdown in whole seconds (the SMS button's 60 s wait, docs/api.md "SMS codes").
 * @returns `left` (0 when idle) and `start(seconds)`
 */
export function useCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer: ReturnType<typeof setTimeout> = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, start: (seconds: number) => setLeft(seconds) };
}
