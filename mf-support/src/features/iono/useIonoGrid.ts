import { useCallback, useEffect, useRef, useState } from 'react';
import type { IonoGrid } from '@xingheng/shared';
import { fetchIonoGrid } from './api';

/** The answer for one time and attempt. */
interface Outcome {
  time: number;
  attempt: number;
  grid: IonoGrid;
  failure: { error: unknown } | null;
}

/** The grid for the chosen time, as `useIonoGrid` keeps it. */
export interface IonoGridState {
  /** The last grid loaded (an earlier time's while the chosen one loads or when it failed). */
  grid: IonoGrid;
  /** Whether the chosen time's grid is still on its way. */
  loading: boolean;
  /** The chosen time's failure, when its load failed. */
  failure: { error: unknown } | null;
  /** Loads the chosen time again. */
  retry: () => void;
}

/**
 * Loads the TEC grid of a time and keeps the previous grid on screen while the next one loads,
 * so moving the slider redraws the map instead of blanking it. Starts from `initial` (the route
 * loader's grid, rendered on the server), which is not fetched again; late answers of earlier
 * times are dropped.
 * @param time epoch ms, one of the API's times
 * @param initial the grid already loaded for the time shown first (`initial.time`)
 * @returns `IonoGridState`
 */
export function useIonoGrid(time: number, initial: IonoGrid): IonoGridState {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>(() => ({
    time: initial.time,
    attempt: 0,
    grid: initial,
    failure: null,
  }));
  // The last answer, read by the effect: a time it already has (the loader's, on hydration or
  // after the slider came back before the other time answered) is not fetched again.
  const answered = useRef(outcome);
  useEffect(() => {
    const last = answered.current;
    if (last.time === time && last.attempt === attempt && !last.failure) return undefined;
    let live = true;
    const settle = (next: Outcome) => {
      if (!live) return;
      answered.current = next;
      setOutcome(next);
    };
    fetchIonoGrid(time).then(
      (grid) => settle({ time, attempt, grid, failure: null }),
      (error: unknown) =>
        settle({ time, attempt, grid: answered.current.grid, failure: { error } }),
    );
    return () => {
      live = false;
    };
  }, [time, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = outcome.time === time && outcome.attempt === attempt;
  return {
    grid: outcome.grid,
    loading: !current,
    failure: current ? outcome.failure : null,
    retry,
  };
}
