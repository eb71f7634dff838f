import type { IonoGrid, IonoTimes } from '@xingheng/shared';
import { fetchIonoGrid, fetchIonoTimes } from '../../../features/iono/api';
import { initialIndex, timeAt } from '../../../features/iono/timeSteps';
import { failureMessage } from '../../../lib/failureMessage';

/** What `/support/iono` renders (SPEC §2). */
export type IonoData =
  /** The selectable times and the grid of the one shown first (`initialIndex`). */
  | { kind: 'ready'; times: IonoTimes; grid: IonoGrid }
  /** The API lists no time yet. */
  | { kind: 'empty' }
  /** The times or the first grid could not be loaded: the API's message. */
  | { kind: 'error'; error: string };

/**
 * The loader of `/support/iono` (SPEC §2): fetches the selectable times
 * (`GET /api/web/iono/times`), then the grid of the time shown first (`GET /api/web/iono/grid`,
 * the latest: `initialIndex`), so the server's HTML holds the slider, the activity panel and the
 * map's box (docs/performance.md "/support/iono: data on the server"). Never throws: a failure
 * of either call is returned as its message, which the page shows with 重试.
 * @returns `IonoData`
 */
export async function ionoLoader(): Promise<IonoData> {
  try {
    const times = await fetchIonoTimes();
    if (times.times.length === 0) return { kind: 'empty' };
    const grid = await fetchIonoGrid(timeAt(times.times, initialIndex(times)));
    return { kind: 'ready', times, grid };
  } catch (error) {
    return { kind: 'error', error: failureMessage(error) };
  }
}
