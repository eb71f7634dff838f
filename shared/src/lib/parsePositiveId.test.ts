import { parsePositiveId } from './parsePositiveId';

describe('parsePositiveId', () => {
  it.each([
    ['9', 9],
    ['10', 10],
    ['999999999', 999999999],
  ])('reads the canonical id %p', (raw, id) => {
    expect(parsePositiveId(raw)).toBe(id);
  });

  it.each(['009', '0', '-1', '+1', '1.5', '1e3', '0x1f', ' 9', '9 ', '', '1000000000', 'abc'])(
    'refuses %p',
    (raw) => {
      expect(parsePositiveId(raw)).toBeUndefined();
    },
  );

  it('refuses a missing value', () => {
    expect(parsePositiveId(undefined)).toBeUndefined();
    expect(parsePositiveId(null)).toBeUndefined();
  });
});
