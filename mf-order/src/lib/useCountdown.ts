import { useEffect, useState } from 'react';

/** What `useCountdown` gives. */
export interface Countdown {
  /** Milliseconds until the deadline, 0 once it has passed (or when there is none). */
  leftMs: number;
  /** True once the deadline has passed. */
  expired: boolean;
}

/**
 * A live countdown to a deadline (an unpaid order is cancelled 30 minutes after it was created,
 * SPEC §4; docs/api.md "Orders and payments"). Re-renders on each whole second left and stops
 * ticking at the deadline or on unmount.
 * @param deadline epoch milliseconds (`OrderDetail.expiresAt`, `PaymentState.expiresAt`), or
 *   null while unknown (then `{ leftMs: 0, expired: false }`)
 * @returns `{ leftMs, expired }`; format `leftMs` with `formatCountdown`
 */
export function useCountdown(deadline: number | null): Countdown {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const left = deadline - Date.now();
      setNow(Date.now());
      if (left <= 0) return;
      // Wake on the next whole second left, so `00:00` shows exactly at the deadline.
      timer = setTimeout(schedule, left % 1000 || 1000);
    };
    timer = setTimeout(schedule, 0);
    return () => clearTimeout(timer);
  }, [deadline]);
  if (deadline === null) return { leftMs: 0, expired: false };
  const leftMs = Math.max(0, deadline - now);
  return { leftMs, expired: leftMs === 0 };
}
