import { formatBeijingTime, formatChineseDate } from './chineseDate';

describe('formatChineseDate', () => {
  it('prints an ISO date in Chinese without leading zeros', () => {
    expect(formatChineseDate('2026-09-01')).toBe('2026年9月1日');
    expect(formatChineseDate('2026-11-24T08:00:00Z')).toBe('2026年11月24日');
  });

  it('leaves other text as it is', () => {
    expect(formatChineseDate('近期')).toBe('近期');
  });
});

describe('formatBeijingTime', () => {
  it('prints the instant in Beijing time', () => {
    expect(formatBeijingTime(Date.parse('2026-11-24T02:05:00Z'))).toBe('2026-11-24 10:05');
    expect(formatBeijingTime(Date.parse('2026-11-24T16:30:00Z'))).toBe('2026-11-25 00:30');
  });
});
