import {
  apiGet,
  coverageUrl,
  type CoordinateFrame,
  type CoverageLookup,
  type CoverageRegions,
} from '@xingheng/shared';

/**
 * The URL made absolute against the page's origin. The shared client puts its `apiBase` in front
 * of any relative URL (`/api` + `/api/coverage/…`); an absolute URL is sent as is. Runs only in
 * calls made from effects and handlers, never during render.
 */
function absolute(url: string): string {
  return /^https?:\/\//i.test(url) ? url : new URL(url, window.location.origin).href;
}

/**
 * `GET <coverage host>/coverage/regions`: the services and every province's coverage, with its
 * cities. Through the shared client (same envelope and `ApiFailure`), silent: the page shows the
 * failure itself (SPEC §8).
 * @returns `CoverageRegions`
 * @throws ApiFailure
 */
export function fetchCoverageRegions(): Promise<CoverageRegions> {
  return apiGet<CoverageRegions>(absolute(coverageUrl('/coverage/regions')), { silent: true });
}

/**
 * `GET <coverage host>/coverage/lookup?lng=&lat=&frame=`: whether each service covers a point and,
 * if not, the nearest covered city. Silent: a 400 (out of range) is shown under the form.
 * @param query decimal degrees and the frame they are in
 * @returns `CoverageLookup`
 * @throws ApiFailure (400 with a Chinese `msg` for coordinates out of range)
 */
export function lookupCoverage(query: {
  lng: number;
  lat: number;
  frame: CoordinateFrame;
}): Promise<CoverageLookup> {
  return apiGet<CoverageLookup>(absolute(coverageUrl('/coverage/lookup')), {
    params: query,
    silent: true,
  });
}
