import { formatBeijingTime } from './chineseDate';

describe('formatBeijingTime', () => {
  it('prints the instant in Beijing time', () => {
    expect(formatBeijingTime(Date.parse('2026-11-24T02:05:00Z'))).toBe('2026-11-24 10:05');
    expect(formatBeijingTime(Date.parse('2026-11-24T16:30:00Z'))).toBe('2026-11-25 00:30');
  });
});
