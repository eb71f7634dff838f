import { IONO_ACTIVITY, type IonoActivity } from '@xingheng/shared';

/** antd `Tag` colour of each activity level: calm green to disturbed red. */
const ACTIVITY_COLOR: Record<IonoActivity, string> = {
  quiet: 'green',
  normal: 'blue',
  active: 'orange',
  disturbed: 'red',
};

/**
 * How an activity level is shown: its plain Chinese word (`IONO_ACTIVITY`) and tag colour.
 * @param activity the grid's level
 * @returns `{ label, color }`, e.g. `{ label: '活跃', color: 'orange' }`
 */
export function activityView(activity: IonoActivity): { label: string; color: string } {
  return { label: IONO_ACTIVITY[activity], color: ACTIVITY_COLOR[activity] };
}
