import { useCallback, useEffect, useState } from 'react';
import type { ServiceOrderConfig, ServiceQuote } from '@xingheng/shared';
import { failureMessage } from '../../lib/failureMessage';
import { quoteServiceOrder } from './api';

/** Wait after the last change before asking for a price (ms). */
export const QUOTE_DEBOUNCE_MS = 300;

/** The price of the current configuration: none asked, 计算中…, the server's quote, or why not. */
export type QuoteState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; quote: ServiceQuote }
  | { status: 'error'; message: string };

interface Settled {
  config: ServiceOrderConfig;
  attempt: number;
  state: QuoteState;
}

/**
 * The server's price for exactly the current configuration (`POST /api/order/serviceOrder/quote`;
 * the page never computes a total). Asks `QUOTE_DEBOUNCE_MS` after the last change; until the
 * answer for this very configuration arrives the state is `loading`, and an answer for an older
 * configuration is dropped.
 * @param config the configuration (memoised: a new object means a new configuration), or null
 *   while it is incomplete (`idle`)
 * @returns `{ state, retry }`; `retry()` asks again after an error
 */
export function useQuote(config: ServiceOrderConfig | null): {
  state: QuoteState;
  retry: () => void;
} {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  useEffect(() => {
    if (config === null) return undefined;
    let live = true;
    const timer = setTimeout(() => {
      quoteServiceOrder(config).then(
        (quote) => {
          if (live) setSettled({ config, attempt, state: { status: 'ready', quote } });
        },
        (error: unknown) => {
          const state: QuoteState = { status: 'error', message: failureMessage(error) };
          if (live) setSettled({ config, attempt, state });
        },
      );
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [config, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  let state: QuoteState = { status: 'loading' };
  if (config === null) state = { status: 'idle' };
  else if (settled?.config === config && settled.attempt === attempt) state = settled.state;
  return { state, retry };
}
