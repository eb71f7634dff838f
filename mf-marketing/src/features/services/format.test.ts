import { formatPlanDuration, formatPriceCents } from './format';

describe('formatPriceCents', () => {
  it.each([
    [120000, '¥1,200.00'],
    [0, '¥0.00'],
    [5, '¥0.05'],
    [99990, '¥999.90'],
    [1234567890, '¥12,345,678.90'],
  ])('formats %d fen as %s', (cents, text) => {
    expect(formatPriceCents(cents)).toBe(text);
  });
});

describe('formatPlanDuration', () => {
  it('joins the duration and its unit label', () => {
    expect(formatPlanDuration({ duration: 1, durationUnit: 6 })).toBe('1年');
    expect(formatPlanDuration({ duration: 3, durationUnit: 3 })).toBe('3月');
  });
});
