import {
  apiGet,
  type CoordinateFrame,
  type CoverageLookup,
  type CoverageRegions,
} from '@xingheng/shared';
import { coverageRequestUrl } from './coverageRequest';

/**
 * The URL of a coverage call (`coverageRequestUrl`).
 * @throws Error outside the browser when the coverage host is not the site's API (no origin to
 *   call it from: the pages ask for it in the browser)
 */
function requestUrl(path: string): string {
  const url = coverageRequestUrl(path);
  if (url === null) throw new Error(`coverage host unreachable here: ${path}`);
  return url;
}

/**
 * `GET <coverage host>/coverage/regions`: the services and every province's coverage, with its
 * cities. Through the shared client (same envelope and `ApiFailure`), silent: the page shows the
 * failure itself (SPEC §8). Callable on the server when the coverage host is the site's API
 * (`coverageRegionsLoader`).
 * @returns `CoverageRegions`
 * @throws ApiFailure; Error outside the browser for another coverage host
 */
export async function fetchCoverageRegions(): Promise<CoverageRegions> {
  return apiGet<CoverageRegions>(requestUrl('/coverage/regions'), { silent: true });
}

/**
 * `GET <coverage host>/coverage/lookup?lng=&lat=&frame=`: whether each service covers a point and,
 * if not, the nearest covered city. Silent: a 400 (out of range) is shown under the form.
 * @param query decimal degrees and the frame they are in
 * @returns `CoverageLookup`
 * @throws ApiFailure (400 with a Chinese `msg` for coordinates out of range)
 */
export async function lookupCoverage(query: {
  lng: number;
  lat: number;
  frame: CoordinateFrame;
}): Promise<CoverageLookup> {
  return apiGet<CoverageLookup>(requestUrl('/coverage/lookup'), {
    params: query,
    silent: true,
  });
}
