import { useCallback, useEffect, useState } from 'react';

/** Where a load stands: not asked for, under way, done with data, or failed with the error. */
export type AsyncData<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: unknown };

interface Settled<T> {
  load: () => Promise<T>;
  attempt: number;
  outcome: AsyncData<T>;
}

/**
 * Runs a load in an effect when it changes and keeps its outcome (a page's data fetched in the
 * browser: an order, the wallet, one's own problem reports; never during server rendering).
 * An answer that arrives after the load changed or the component left is dropped.
 * @param load a memoised call (`useCallback`), or null while there is nothing to load; a new
 *   function starts a new load
 * @returns `[state, retry]`: `state` is `loading` until the current load settles; `retry()` runs
 *   the load again
 */
export function useAsyncData<T>(load: (() => Promise<T>) | null): [AsyncData<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  useEffect(() => {
    if (load === null) return undefined;
    let live = true;
    load().then(
      (data) => {
        if (live) setSettled({ load, attempt, outcome: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (live) setSettled({ load, attempt, outcome: { status: 'error', error } });
      },
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (load === null) return [{ status: 'idle' }, retry];
  if (settled?.load !== load || settled.attempt !== attempt) return [{ status: 'loading' }, retry];
  return [settled.outcome, retry];
}
