import { median } from './stats';

describe('median', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([3200, 2100, 2600])).toBe(2600);
    expect(median([7])).toBe(7);
  });

  it('is the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('does not reorder the caller’s array', () => {
    const runs = [3, 1, 2];
    median(runs);
    expect(runs).toEqual([3, 1, 2]);
  });

  it('refuses no values and values that are not numbers', () => {
    expect(() => median([])).toThrow(RangeError);
    expect(() => median([1, Number.NaN])).toThrow(RangeError);
  });
});
