/**
 * The User Timing mark the shell sets once the server's HTML is hydrated (or the first render
 * committed, without server HTML): from then on the page's links, forms and controls work. The
 * budget of a page with a chart counts the JavaScript requested up to this mark apart from what
 * comes after it (release/src/budget/firstLoad.ts, docs/performance.md "Every public route").
 */
export const HYDRATED_MARK = 'xh-hydrated';

/**
 * Sets `HYDRATED_MARK` on the page's performance timeline, once: later calls (a second commit,
 * React's development double effects) keep the first. A timeline without User Timing (jsdom) is
 * left alone.
 * @param timeline the page's `performance` (a parameter for tests)
 */
export function markHydrated(
  timeline: Pick<Performance, 'mark' | 'getEntriesByName'> = performance,
) {
  if (typeof timeline.getEntriesByName !== 'function') return;
  if (timeline.getEntriesByName(HYDRATED_MARK, 'mark').length === 0) timeline.mark(HYDRATED_MARK);
}
