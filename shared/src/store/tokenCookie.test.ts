import Cookies from 'js-cookie';
import { setSiteConfig, DEFAULT_SITE_CONFIG } from '../config/runtime';
import {
  readTokenCookie,
  removeTokenCookie,
  tokenCookieAttributes,
  tokenFromCookieHeader,
  writeTokenCookie,
} from './tokenCookie';

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

/** The cookie's attributes (SPEC §4, §9; docs/security.md). */
describe('tokenCookieAttributes', () => {
  it('is Secure and SameSite=Lax on a page served over HTTPS', () => {
    expect(tokenCookieAttributes('https:', '.xingheng-space.com')).toEqual({
      path: '/',
      expires: 0.5,
      sameSite: 'lax',
      secure: true,
      domain: '.xingheng-space.com',
    });
  });

  it('is SameSite=Lax without Secure over plain HTTP (a local site), with no domain when none is set', () => {
    const attributes = tokenCookieAttributes('http:', '');
    expect(attributes).toEqual({ path: '/', expires: 0.5, sameSite: 'lax' });
    expect(attributes).not.toHaveProperty('secure');
    expect(attributes).not.toHaveProperty('domain');
  });
});

describe('writeTokenCookie', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    setSiteConfig(DEFAULT_SITE_CONFIG);
  });

  it("writes with the page's protocol and the configured domain, and removes with the same path and domain", () => {
    setSiteConfig({ ...DEFAULT_SITE_CONFIG, cookieDomain: '.example.com' });
    const set = jest.spyOn(Cookies, 'set');
    const remove = jest.spyOn(Cookies, 'remove');
    writeTokenCookie('t1');
    // jsdom serves the test page over http://localhost.
    expect(set).toHaveBeenCalledWith('xh_token', 't1', {
      path: '/',
      expires: 0.5,
      sameSite: 'lax',
      domain: '.example.com',
    });
    removeTokenCookie();
    expect(remove).toHaveBeenCalledWith('xh_token', { path: '/', domain: '.example.com' });
  });

  it('stores a token the page can read back over plain HTTP', () => {
    writeTokenCookie('abc');
    expect(readTokenCookie()).toBe('abc');
    removeTokenCookie();
    expect(readTokenCookie()).toBe('');
  });
});
