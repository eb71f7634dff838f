import { formatChineseDate } from './chineseDate';

describe('formatChineseDate', () => {
  it('prints an ISO date in Chinese without leading zeros or a time-zone shift', () => {
    expect(formatChineseDate('2026-10-18')).toBe('2026年10月18日');
    expect(formatChineseDate('2026-09-01')).toBe('2026年9月1日');
    expect(formatChineseDate('2026-11-24T08:00:00Z')).toBe('2026年11月24日');
    expect(formatChineseDate('2026-01-05T23:30:00-08:00')).toBe('2026年1月5日');
  });

  it('leaves other text as it is', () => {
    expect(formatChineseDate('未知')).toBe('未知');
    expect(formatChineseDate('近期')).toBe('近期');
  });
});
