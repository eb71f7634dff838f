import type { CoverageRegions } from '@xingheng/shared';
import { failureMessage } from '../../lib/failureMessage';
import { fetchCoverageRegions } from './api';
import { coverageRequestUrl } from './coverageRequest';

/** What the loader of a coverage page hands the page (SPEC §2 `/support/map` and its panels). */
export type CoverageRegionsData =
  /** The services and every province's coverage. */
  | { kind: 'ready'; regions: CoverageRegions }
  /** The call failed: the API's Chinese message (or the network message). */
  | { kind: 'error'; error: string }
  /**
   * Rendered on the server while the coverage host is not the site's API: the page asks for the
   * regions in the browser after hydration.
   */
  | { kind: 'browser' };

/**
 * The loader of `/support/map` and `/support/map/component/regionBox` (SPEC §2): the coverage
 * regions (`GET <coverage host>/coverage/regions`), so the server's HTML holds the service
 * switch, the legend, the province table and the region panel instead of a skeleton that the map
 * later pushes down (docs/performance.md "/support/map: regions on the server"). On the server
 * it calls only the site's own API (the default coverage host); another coverage host is asked
 * from the browser (`kind: 'browser'`). In the browser (a later navigation) it always calls.
 * Never throws: a failure is returned as its message, which the page shows with 重试.
 * @returns `CoverageRegionsData`
 */
export async function coverageRegionsLoader(): Promise<CoverageRegionsData> {
  if (coverageRequestUrl('/coverage/regions') === null) return { kind: 'browser' };
  try {
    return { kind: 'ready', regions: await fetchCoverageRegions() };
  } catch (error) {
    return { kind: 'error', error: failureMessage(error) };
  }
}
