import { apiGet, type IonoGrid, type IonoTimes } from '@xingheng/shared';

/**
 * `GET /api/web/iono/times` (docs/api.md "Ionosphere"): the 49 selectable times of the last 24
 * hours, oldest first, and the latest. Silent: the page shows the failure itself (SPEC §8).
 * @returns `IonoTimes`
 * @throws ApiFailure
 */
export function fetchIonoTimes(): Promise<IonoTimes> {
  return apiGet<IonoTimes>('/web/iono/times', { silent: true });
}

/**
 * `GET /api/web/iono/grid?time=`: the modelled vertical TEC grid over China at one time.
 * Silent: the page shows the failure next to the slider (SPEC §8).
 * @param time epoch ms, one of `IonoTimes.times`
 * @returns `IonoGrid` (TECU on a 2.5° grid, activity level and advice)
 * @throws ApiFailure (400 for a time outside the last 24 hours or off the 30-minute step)
 */
export function fetchIonoGrid(time: number): Promise<IonoGrid> {
  return apiGet<IonoGrid>('/web/iono/grid', { params: { time }, silent: true });
}
