import type { TrialResult } from '@xingheng/shared';

/** Router state of `/order/trySuccess` right after applying: the answer with its passwords. */
export interface TrialNavigationState {
  trial: TrialResult;
}

/**
 * The router state the trial page navigates to `/order/trySuccess` with (SPEC §2): the passwords
 * travel only in memory and the history entry, never in the URL.
 * @param trial the `TrialResult` of `apply`
 * @returns `{ trial }`
 */
export function trialNavigationState(trial: TrialResult): TrialNavigationState {
  return { trial };
}

/**
 * Reads the trial answer from a history entry's state, when it belongs to this order (a state of
 * another shape or order is ignored: the page then loads the order and shows no passwords).
 * @param state `useLocation().state`
 * @param orderNo the page's `orderNo`
 * @returns the `TrialResult`, or null
 */
export function readTrialState(state: unknown, orderNo: string | undefined): TrialResult | null {
  if (typeof state !== 'object' || state === null || !('trial' in state)) return null;
  const trial = (state as { trial: unknown }).trial;
  if (typeof trial !== 'object' || trial === null) return null;
  const candidate = trial as Partial<TrialResult>;
  const ok =
    candidate.orderNo === orderNo &&
    Array.isArray(candidate.accounts) &&
    Array.isArray(candidate.passwords);
  return ok ? (trial as TrialResult) : null;
}
