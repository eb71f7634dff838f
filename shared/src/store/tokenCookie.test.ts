import { tokenFromCookieHeader } from './tokenCookie';

/** Server-side start reads the token from the request's Cookie header (SPEC §4). */
describe('tokenFromCookieHeader', () => {
  it('reads and decodes xh_token among other cookies', () => {
    expect(tokenFromCookieHeader('a=1; xh_token=abc%3D')).toBe('abc=');
  });

  it('keeps "=" inside the value', () => {
    expect(tokenFromCookieHeader('xh_token=a=b; lang=zh')).toBe('a=b');
  });

  it('returns "" when the cookie is missing or the header absent', () => {
    expect(tokenFromCookieHeader('a=1; xh_token_old=zzz')).toBe('');
    expect(tokenFromCookieHeader('')).toBe('');
    expect(tokenFromCookieHeader(undefined)).toBe('');
  });
});
