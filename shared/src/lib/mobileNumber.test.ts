import { isMobileNumber, MOBILE_PATTERN } from './mobileNumber';

describe('the mobile number rule', () => {
  it.each(['13800138000', '19912345678', '15000000000'])('accepts %s', (phone) => {
    expect(isMobileNumber(phone)).toBe(true);
    expect(MOBILE_PATTERN.test(phone)).toBe(true);
  });

  it.each([
    ['a second digit below 3', '12800138000'],
    ['10 digits', '1380013800'],
    ['12 digits', '138001380001'],
    ['a country code', '+8613800138000'],
    ['spaces', '138 0013 8000'],
    ['a landline', '010-62981688'],
  ])('refuses %s', (_why, phone) => expect(isMobileNumber(phone)).toBe(false));
});
