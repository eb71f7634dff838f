import { addDuration, isDurationUnit, shanghaiDate } from './duration';
import { newAccountPassword } from './names';

/** Epoch ms of a wall-clock time in Asia/Shanghai. */
const cst = (iso: string) => Date.parse(`${iso}+08:00`);

describe('addDuration (SPEC §3 duration units, Asia/Shanghai calendar)', () => {
  const from = cst('2026-01-31T10:30:00');

  it('adds days and weeks as 24-hour days', () => {
    expect(addDuration(from, 1, 7)).toBe(cst('2026-02-07T10:30:00'));
    expect(addDuration(from, 2, 2)).toBe(cst('2026-02-14T10:30:00'));
  });

  it('adds months on the calendar, taking the last day of a shorter month', () => {
    expect(addDuration(from, 3, 1)).toBe(cst('2026-02-28T10:30:00'));
    expect(addDuration(cst('2028-01-31T10:30:00'), 3, 1)).toBe(cst('2028-02-29T10:30:00'));
    expect(addDuration(from, 3, 12)).toBe(cst('2027-01-31T10:30:00'));
  });

  it('adds quarters, half-years and years as 3, 6 and 12 months', () => {
    expect(addDuration(cst('2026-11-30T00:00:00'), 4, 1)).toBe(cst('2027-02-28T00:00:00'));
    expect(addDuration(cst('2026-08-31T23:59:00'), 5, 1)).toBe(cst('2027-02-28T23:59:00'));
    expect(addDuration(cst('2028-02-29T08:00:00'), 6, 1)).toBe(cst('2029-02-28T08:00:00'));
    expect(addDuration(cst('2026-03-18T10:15:00'), 6, 2)).toBe(cst('2028-03-18T10:15:00'));
  });

  it('counts the month by the Shanghai date, not the UTC one', () => {
    // 2026-02-01 01:00 in Shanghai is still 31 January in UTC.
    expect(addDuration(cst('2026-02-01T01:00:00'), 3, 1)).toBe(cst('2026-03-01T01:00:00'));
  });

  it('refuses an unknown unit and a negative or fractional count', () => {
    expect(() => addDuration(from, 7, 1)).toThrow(RangeError);
    expect(() => addDuration(from, 3, -1)).toThrow(RangeError);
    expect(() => addDuration(from, 3, 1.5)).toThrow(RangeError);
    expect(addDuration(from, 6, 0)).toBe(from);
    expect([0, 1, 6, 7].map(isDurationUnit)).toEqual([false, true, true, false]);
  });
});

describe('order numbers and passwords', () => {
  it('dates an order number by the Shanghai calendar', () => {
    expect(shanghaiDate(Date.parse('2026-11-23T17:00:00Z'))).toBe('20261124');
  });

  it('makes 12-character passwords of letters and digits, both present', () => {
    for (let i = 0; i < 50; i += 1) {
      const password = newAccountPassword();
      expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
      expect(password).toMatch(/[A-Za-z]/);
      expect(password).toMatch(/\d/);
    }
  });
});
