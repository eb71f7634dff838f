import { parseCoordinate, type CoordinateAxis } from '@xingheng/shared';

/**
 * Reads one coordinate field of the form with the shared parser (decimal degrees or
 * degrees-minutes-seconds, signs or hemisphere letters, range checked), for the field's
 * validator and for the submit.
 * @param axis `lng` or `lat`
 * @param value the input's value
 * @returns decimal degrees (west and south negative)
 * @throws Error with the parser's Chinese message (empty, unreadable, out of range), shown under
 *   the field
 */
export function readCoordinate(axis: CoordinateAxis, value: unknown): number {
  const parsed = parseCoordinate(typeof value === 'string' ? value : '', axis);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}
