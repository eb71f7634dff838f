import type { IonoActivity, IonoGrid, IonoTimes } from '@xingheng/shared';
import { IONO_MODEL, verticalTec } from './ionoModel';

/** The grid of `/support/iono` (docs/api.md "Ionosphere"): 70–140°E, 15–55°N every 2.5°. */
export const IONO_GRID = { lngMin: 70, lngMax: 140, latMin: 15, latMax: 55, step: 2.5 } as const;

/** The selectable times: every 30 minutes over the last 24 hours, 49 of them. */
export const IONO_STEP_MS = 30 * 60 * 1000;
const IONO_STEPS = 49;

/**
 * Activity levels by the grid's largest TEC (TECU): below `normal` quiet, below `active` normal,
 * below `disturbed` active, else disturbed.
 */
export const IONO_ACTIVITY_THRESHOLDS = { normal: 30, active: 60, disturbed: 90 } as const;

/** What each activity level means for fixing time, in plain Chinese (shown under the map). */
export const IONO_ADVICE: Record<IonoActivity, string> = {
  quiet: '电离层平静：RTK 通常 5–10 秒即可固定，厘米级定位稳定。',
  normal: '电离层正常：RTK 通常 10–30 秒固定，长基线或遮挡环境下略慢。',
  active:
    '电离层活跃（午后华南尤甚）：固定时间可能延长到 30 秒至 2 分钟，请在开阔处作业并留意固定状态。',
  disturbed:
    '电离层扰动：固定时间可能延长到数分钟，偶有失锁；高精度作业建议延长观测或择时进行，亚米级服务受影响较小。',
};

/** The values from `min` to `max` by `step`. */
function axis(min: number, max: number, step: number): number[] {
  return Array.from({ length: Math.round((max - min) / step) + 1 }, (_, i) => min + i * step);
}

/**
 * The activity level of a grid's largest TEC (`IONO_ACTIVITY_THRESHOLDS`).
 * @param maxTec TECU
 */
export function ionoActivity(maxTec: number): IonoActivity {
  const { normal, active, disturbed } = IONO_ACTIVITY_THRESHOLDS;
  if (maxTec >= disturbed) return 'disturbed';
  if (maxTec >= active) return 'active';
  return maxTec >= normal ? 'normal' : 'quiet';
}

/**
 * The latest selectable time at or before `now`: the start of its half hour.
 * @param now the current time
 * @returns epoch ms, a multiple of 30 minutes
 */
export function latestIonoTime(now: Date): number {
  return Math.floor(now.getTime() / IONO_STEP_MS) * IONO_STEP_MS;
}

/**
 * The 49 selectable times, oldest first: the latest half hour at or before `now` and the 48 before
 * it (24 hours).
 * @param now the current time
 */
export function ionoTimes(now: Date): IonoTimes {
  const latest = latestIonoTime(now);
  const times = Array.from(
    { length: IONO_STEPS },
    (_, i) => latest - (IONO_STEPS - 1 - i) * IONO_STEP_MS,
  );
  return { times, latest };
}

/**
 * The model's grid at a time: `values[i][j]` at `lats[i]`, `lons[j]`, TECU to 0.1, with its largest
 * value, activity level and advice.
 * @param time epoch ms (any; the API accepts only the selectable times)
 * @param disturbed the model's disturbance switch
 */
export function ionoGrid(time: number, disturbed: boolean): IonoGrid {
  const { lngMin, lngMax, latMin, latMax, step } = IONO_GRID;
  const lons = axis(lngMin, lngMax, step);
  const lats = axis(latMin, latMax, step);
  const values = lats.map((lat) =>
    lons.map((lng) => Math.round(verticalTec(lng, lat, time, disturbed) * 10) / 10),
  );
  const maxTec = Math.max(...values.flat());
  const activity = ionoActivity(maxTec);
  return {
    time,
    model: IONO_MODEL.name,
    lons,
    lats,
    values,
    unit: 'TECU',
    maxTec,
    activity,
    advice: IONO_ADVICE[activity],
    disturbed,
  };
}

/**
 * The disturbance switch from the environment: on when `XH_IONO_DISTURBED` is `1` (docs/api.md
 * "Ionosphere"; for demonstrations and tests of the disturbed state).
 * @param env the process environment
 */
export function ionoDisturbedSetting(env: NodeJS.ProcessEnv): boolean {
  return env.XH_IONO_DISTURBED === '1';
}
