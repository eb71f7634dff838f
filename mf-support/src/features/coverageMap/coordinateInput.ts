import { parseCoordinate, type CoordinateAxis } from '@xingheng/shared';
import type { PlainRule } from '@xingheng/shared/ui';

/**
 * Reads one coordinate field of the form with the shared parser (decimal degrees or
 * degrees-minutes-seconds, signs or hemisphere letters, range checked), for the submit.
 * @param axis `lng` or `lat`
 * @param value the input's value
 * @returns decimal degrees (west and south negative)
 * @throws Error with the parser's Chinese message (empty, unreadable, out of range)
 */
export function readCoordinate(axis: CoordinateAxis, value: unknown): number {
  const parsed = parseCoordinate(typeof value === 'string' ? value : '', axis);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

/**
 * The rule of a coordinate field for `usePlainForm`: the shared parser's Chinese message (请输入…,
 * 无法识别的…, …须在 … 之间) under the field, empty values included.
 * @param axis `lng` or `lat`
 * @returns the field's rules
 */
export function coordinateRules(axis: CoordinateAxis): readonly PlainRule[] {
  return [
    {
      check: (value) => {
        const parsed = parseCoordinate(typeof value === 'string' ? value : '', axis);
        return parsed.ok ? null : parsed.error;
      },
    },
  ];
}
