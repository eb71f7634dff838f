import {
  formatBeijingClock,
  formatBeijingDateTime,
  initialIndex,
  sliderMarks,
  timeAt,
  timeLabel,
} from './timeSteps';

const HALF_HOUR = 30 * 60 * 1000;
/** 2026-11-24 10:00 in Beijing (02:00 UTC). */
const LATEST = Date.UTC(2026, 10, 24, 2, 0);
/** The API's 49 times: the last 24 hours in 30-minute steps, oldest first. */
const TIMES = Array.from({ length: 49 }, (_, i) => LATEST - (48 - i) * HALF_HOUR);

describe('Beijing time labels', () => {
  it('shows the clock in Beijing time (UTC+8) whatever the zone of the browser', () => {
    expect(formatBeijingClock(LATEST)).toBe('10:00');
    expect(formatBeijingClock(Date.UTC(2026, 10, 23, 16, 30))).toBe('00:30');
    expect(formatBeijingClock(Date.UTC(2026, 10, 23, 15, 30))).toBe('23:30');
    expect(timeLabel(LATEST - HALF_HOUR)).toBe('北京时间 09:30');
  });

  it('adds the Beijing date where the day matters', () => {
    expect(formatBeijingDateTime(LATEST)).toBe('11月24日 10:00');
    expect(formatBeijingDateTime(Date.UTC(2026, 10, 23, 15, 30))).toBe('11月23日 23:30');
  });
});

describe('slider mapping', () => {
  it('starts at the latest time, or the last one when the latest is not listed', () => {
    expect(initialIndex({ times: TIMES, latest: LATEST })).toBe(48);
    expect(initialIndex({ times: TIMES, latest: TIMES[10] ?? 0 })).toBe(10);
    expect(initialIndex({ times: TIMES, latest: 1 })).toBe(48);
    expect(initialIndex({ times: [], latest: 1 })).toBe(0);
  });

  it('maps a position to its time, 30 minutes apart, clamped to the list', () => {
    expect(timeAt(TIMES, 48)).toBe(LATEST);
    expect(timeAt(TIMES, 47)).toBe(LATEST - HALF_HOUR);
    expect(timeAt(TIMES, 0)).toBe(LATEST - 24 * 60 * 60 * 1000);
    expect(timeAt(TIMES, -3)).toBe(TIMES[0]);
    expect(timeAt(TIMES, 99)).toBe(LATEST);
    expect(() => timeAt([], 0)).toThrow();
  });

  it('marks every 6 hours and the newest time', () => {
    expect(sliderMarks(TIMES)).toEqual({
      0: '10:00',
      12: '16:00',
      24: '22:00',
      36: '04:00',
      48: '10:00',
    });
    expect(sliderMarks(TIMES.slice(0, 14))).toEqual({ 0: '10:00', 12: '16:00', 13: '16:30' });
  });
});
