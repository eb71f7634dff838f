/**
 * The median of some numbers (the middle one; the mean of the two middle ones for an even count).
 * @param values e.g. one Lighthouse figure of each run
 * @returns the median, in the values' unit
 * @throws RangeError when `values` is empty or holds a number that is not finite
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('median of no values');
  if (values.some((value) => !Number.isFinite(value))) {
    throw new RangeError('median of a value that is not a finite number');
  }
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}
