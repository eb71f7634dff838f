import { IONO_ACTIVITY, type IonoActivity } from '@xingheng/shared';
import type { TagColor } from '../../components/Tag';

/** Tag colour of each activity level: calm green to disturbed red. */
const ACTIVITY_COLOR: Record<IonoActivity, TagColor> = {
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
export function activityView(activity: IonoActivity): { label: string; color: TagColor } {
  return { label: IONO_ACTIVITY[activity], color: ACTIVITY_COLOR[activity] };
}
