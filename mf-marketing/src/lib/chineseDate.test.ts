import { formatChineseDate } from './chineseDate';

describe('formatChineseDate', () => {
  it('formats ISO dates without a time-zone shift', () => {
    expect(formatChineseDate('2026-10-18')).toBe('2026年10月18日');
    expect(formatChineseDate('2026-01-05T23:30:00-08:00')).toBe('2026年1月5日');
    expect(formatChineseDate('未知')).toBe('未知');
  });
});
