import { useEffect, useState } from 'react';
import type { PaymentState } from '@xingheng/shared';
import { fetchPaymentState } from './api';

/** How often `/order/wxPay` asks for the payment's state (ms). */
export const POLL_INTERVAL_MS = 2000;

/** The polled payment: first answer pending, the latest state, or a first load that failed. */
export type PollState =
  | { status: 'loading' }
  | { status: 'ready'; payment: PaymentState; stale: boolean }
  | { status: 'error'; error: unknown };

interface Polled {
  paymentNo: string;
  attempt: number;
  state: PollState;
}

/**
 * Polls a payment's state every `POLL_INTERVAL_MS` (each ask waits for the previous answer) until
 * it is no longer pending, the payment number changes or the page leaves. A failed ask after a
 * good one keeps the last state (`stale`) and asks again; a failed first ask stops with `error`.
 * @param paymentNo the payment to poll
 * @returns `[state, retry]`: `retry()` starts polling again after a failed first ask
 */
export function usePaymentPolling(paymentNo: string): [PollState, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [polled, setPolled] = useState<Polled | null>(null);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last: PaymentState | null = null;
    const ask = () => {
      fetchPaymentState(paymentNo).then(
        (payment) => {
          if (!live) return;
          last = payment;
          setPolled({ paymentNo, attempt, state: { status: 'ready', payment, stale: false } });
          if (payment.status === 'pending') timer = setTimeout(ask, POLL_INTERVAL_MS);
        },
        (error: unknown) => {
          if (!live) return;
          const state: PollState = last
            ? { status: 'ready', payment: last, stale: true }
            : { status: 'error', error };
          setPolled({ paymentNo, attempt, state });
          if (last) timer = setTimeout(ask, POLL_INTERVAL_MS);
        },
      );
    };
    ask();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [paymentNo, attempt]);
  const retry = () => setAttempt((n) => n + 1);
  const current =
    polled?.paymentNo === paymentNo && polled.attempt === attempt
      ? polled.state
      : ({ status: 'loading' } as const);
  return [current, retry];
}
