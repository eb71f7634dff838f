import type { IonoActivity, IonoGrid } from '@xingheng/shared';

/** 30 minutes, the step between two selectable times, in ms. */
export const HALF_HOUR = 30 * 60 * 1000;

/** 2026-11-24 10:00 Beijing time (02:00 UTC), the latest time of the fixtures. */
export const LATEST = Date.UTC(2026, 10, 24, 2, 0);

/** The API's 49 times: the last 24 hours in 30-minute steps, oldest first. */
export const TIMES = Array.from({ length: 49 }, (_, i) => LATEST - (48 - i) * HALF_HOUR);

/**
 * A 2 × 2 grid for tests.
 * @param time the grid's time, epoch ms
 * @param tec every value, TECU
 * @param activity the level (`active` gets the longer convergence advice)
 * @param disturbed whether the model's disturbance switch is on
 */
export function ionoGrid(
  time: number,
  tec: number,
  activity: IonoActivity,
  disturbed = false,
): IonoGrid {
  return {
    time,
    model: '星衡电离层模型 XH-TEC 1.0（模型数据）',
    lons: [110, 112.5],
    lats: [30, 32.5],
    values: [
      [tec, tec],
      [tec, tec],
    ],
    unit: 'TECU',
    maxTec: tec,
    activity,
    advice:
      activity === 'active' ? '固定解收敛可能延长至 2 分钟以上。' : '收敛时间正常，约 30 秒。',
    disturbed,
  };
}
