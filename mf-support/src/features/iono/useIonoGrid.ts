import { useCallback, useEffect, useState } from 'react';
import type { IonoGrid } from '@xingheng/shared';
import { fetchIonoGrid } from './api';

interface Outcome {
  time: number;
  attempt: number;
  grid: IonoGrid | null;
  failure: { error: unknown } | null;
}

/** The grid for the chosen time, as `useIonoGrid` keeps it. */
export interface IonoGridState {
  /** The last grid loaded (an earlier time's while the chosen one loads); null before the first. */
  grid: IonoGrid | null;
  /** Whether the chosen time's grid is still on its way. */
  loading: boolean;
  /** The chosen time's failure, when its load failed. */
  failure: { error: unknown } | null;
  /** Loads the chosen time again. */
  retry: () => void;
}

/**
 * Loads the TEC grid of a time and keeps the previous grid on screen while the next one loads,
 * so moving the slider redraws the map instead of blanking it. Late answers of earlier times are
 * dropped.
 * @param time epoch ms, one of the API's times
 * @returns `IonoGridState`
 */
export function useIonoGrid(time: number): IonoGridState {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useEffect(() => {
    let live = true;
    fetchIonoGrid(time).then(
      (grid) => {
        if (live) setOutcome({ time, attempt, grid, failure: null });
      },
      (error: unknown) => {
        if (live) {
          setOutcome((prev) => ({ time, attempt, grid: prev?.grid ?? null, failure: { error } }));
        }
      },
    );
    return () => {
      live = false;
    };
  }, [time, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = outcome?.time === time && outcome.attempt === attempt;
  return {
    grid: outcome?.grid ?? null,
    loading: !current,
    failure: current ? outcome.failure : null,
    retry,
  };
}
