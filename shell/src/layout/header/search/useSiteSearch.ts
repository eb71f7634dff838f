import { useCallback, useEffect, useState } from 'react';
import type { SearchAnswer } from '@xingheng/shared';
import { normalizeQuery, SEARCH_DEBOUNCE_MS, type SearchFn } from './searchApi';

/** What the dropdown shows for the current query. */
export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; q: string }
  | { status: 'done'; q: string; answer: SearchAnswer }
  | { status: 'error'; q: string };

/** The last settled call: for which query and attempt, and its answer (none = failed). */
interface Outcome {
  q: string;
  attempt: number;
  answer: SearchAnswer | null;
}

/**
 * Runs the site search for what the box holds: the query is trimmed (`normalizeQuery`); after
 * `SEARCH_DEBOUNCE_MS` without a change it is sent once; a newer query aborts the older call and an
 * answer that arrives after its query was replaced is ignored, so only the latest answer is shown.
 * The state is `loading` from the keystroke until the answer.
 * @param raw the box's text
 * @param search the search call (the real API or a test fake; keep it stable across renders)
 * @returns the state for the current query and `retry`, which sends the same query again
 */
export function useSiteSearch(raw: string, search: SearchFn) {
  const q = normalizeQuery(raw);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!q) return undefined;
    const controller = new AbortController();
    const settle = (answer: SearchAnswer | null) => {
      if (!controller.signal.aborted) setOutcome({ q, attempt, answer });
    };
    const timer = setTimeout(() => {
      search(q, controller.signal).then(settle, () => settle(null));
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, attempt, search]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  let state: SearchState;
  if (!q) state = { status: 'idle' };
  else if (!outcome || outcome.q !== q || outcome.attempt !== attempt)
    state = { status: 'loading', q };
  else if (outcome.answer) state = { status: 'done', q, answer: outcome.answer };
  else state = { status: 'error', q };
  return { state, retry };
}
