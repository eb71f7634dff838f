import { useEffect } from 'react';
import { useNavigation } from '@xingheng/shared/router';
import NProgress from 'nprogress';
import { PROGRESS } from '@xingheng/shared';
import 'nprogress/nprogress.css';
import './navigationProgress.css';

/** Class set on nprogress's root element (`#nprogress`) to turn the bar red. */
export const PROGRESS_FAILED_CLASS = 'shell-progress-failed';

/** How often the bar advances while a navigation runs, in ms (longer than nprogress's `speed`). */
const TICK_MS = 250;

NProgress.configure({ showSpinner: false, trickle: false, minimum: 0.08, speed: 200 });

/**
 * Bar position after `elapsedMs` of a navigation: eases from 8% towards 95% so that it would reach
 * the end at about `PROGRESS.durationMs` (5 s, SPEC §9); only `done()` takes it to 100%.
 * @param elapsedMs time since the bar started, in ms
 * @returns a fraction between 0.08 and 0.95
 */
export function progressAt(elapsedMs: number): number {
  const t = Math.min(Math.max(elapsedMs / PROGRESS.durationMs, 0), 1);
  const eased = 1 - (1 - t) * (1 - t);
  return 0.08 + (0.95 - 0.08) * eased;
}

/**
 * Turns the navigation bar red and finishes it (SPEC §2: red on failure). Called by the router's
 * error handling when a navigation fails (loader error, remote that does not load). Browser only:
 * call it from effects or handlers.
 */
export function markNavigationFailed(): void {
  if (!NProgress.isStarted()) NProgress.start();
  document.getElementById('nprogress')?.classList.add(PROGRESS_FAILED_CLASS);
  NProgress.done();
}

/**
 * The top progress bar during navigation (SPEC §2, §9), on nprogress without its spinner: it
 * appears only when react-router's navigation state stays non-idle for longer than
 * `PROGRESS.throttleMs` (200 ms), advances so that it would complete in about
 * `PROGRESS.durationMs` (5 s) and finishes when the state is idle again. Renders nothing itself.
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';

  useEffect(() => {
    if (!busy) return;
    let ticker: ReturnType<typeof setInterval> | undefined;
    const startedAt = Date.now() + PROGRESS.throttleMs;
    const starter = setTimeout(() => {
      NProgress.start();
      document.getElementById('nprogress')?.classList.remove(PROGRESS_FAILED_CLASS);
      ticker = setInterval(() => NProgress.set(progressAt(Date.now() - startedAt)), TICK_MS);
    }, PROGRESS.throttleMs);
    return () => {
      clearTimeout(starter);
      if (ticker !== undefined) clearInterval(ticker);
      if (NProgress.isStarted()) NProgress.done();
    };
  }, [busy]);

  return null;
}
