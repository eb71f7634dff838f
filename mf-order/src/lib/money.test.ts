import { formatCents } from './money';

describe('formatCents', () => {
  it.each([
    [0, '¥0.00'],
    [1, '¥0.01'],
    [19900, '¥199.00'],
    [123450, '¥1,234.50'],
    [1280050, '¥12,800.50'],
    [100000000, '¥1,000,000.00'],
    [-100, '-¥1.00'],
  ])('%i fen → %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });
});
