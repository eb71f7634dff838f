import { isResidentIdNumber, isUnifiedSocialCreditCode } from './checkDigits';

const TODAY = new Date('2026-11-23T00:00:00Z');

describe('isResidentIdNumber (GB 11643-1999)', () => {
  it.each(['11010519491231002X', '11010519491231002x', '440524188001010014'])(
    'accepts the published example %s',
    (id) => expect(isResidentIdNumber(id, TODAY)).toBe(true),
  );

  it.each([
    ['a wrong check character', '110105194912310021'],
    ['a wrong digit', '11010519491231003X'],
    ['17 characters', '11010519491231002'],
    ['a letter in the body', '11010519491231A02X'],
    ['February 30th', '110105194902300021'],
    ['a birth date in the future', '110105203001010016'],
    ['an address code starting with 0', '01010519491231002X'],
  ])('refuses %s', (_why, id) => expect(isResidentIdNumber(id, TODAY)).toBe(false));
});

describe('isUnifiedSocialCreditCode (GB 32100-2015)', () => {
  it.each(['91350100M000100Y43', '91440300708461136T', '914403001922038216', '91110000802100433b'])(
    'accepts %s',
    (code) => expect(isUnifiedSocialCreditCode(code)).toBe(true),
  );

  it.each([
    ['a wrong check character', '91440300708461136U'],
    ['a letter GB 32100 excludes (I)', '9144030070846113IT'],
    ['a letter in the division code', '91A40300708461136T'],
    ['17 characters', '91440300708461136'],
  ])('refuses %s', (_why, code) => expect(isUnifiedSocialCreditCode(code)).toBe(false));
});
