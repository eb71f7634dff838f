import { formatCountdown, formatShanghaiDateTime } from './dateTime';

describe('formatShanghaiDateTime', () => {
  it('shows the Asia/Shanghai wall clock', () => {
    expect(formatShanghaiDateTime(Date.parse('2026-12-01T10:30:59Z'))).toBe('2026-12-01 18:30');
    expect(formatShanghaiDateTime(Date.parse('2026-12-31T16:05:00Z'))).toBe('2027-01-01 00:05');
  });
});

describe('formatCountdown', () => {
  it.each([
    [30 * 60 * 1000, '30:00'],
    [61_000, '01:01'],
    [59_001, '01:00'],
    [500, '00:01'],
    [0, '00:00'],
    [-5000, '00:00'],
    [75 * 60 * 1000, '75:00'],
  ])('%i ms → %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});
