import {
  CAPTCHA_PROVIDERS,
  contentSecurityPolicy,
  cspDirectives,
  PERMISSIONS_POLICY,
  SECURITY_HEADER_NAMES,
  securityHeaders,
} from './headers';

/** Parses a CSP header into directive → sources. */
function parseCsp(header: string): Map<string, string[]> {
  return new Map(
    header.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('the Content-Security-Policy (docs/security.md)', () => {
  test.each(CAPTCHA_PROVIDERS)('with the %s captcha, scripts come from no inline or eval', (p) => {
    const csp = parseCsp(contentSecurityPolicy(p));
    for (const directive of ['default-src', 'script-src']) {
      expect(csp.get(directive)).toContain("'self'");
      expect(csp.get(directive)).not.toContain("'unsafe-inline'");
      expect(csp.get(directive)).not.toContain("'unsafe-eval'");
      expect(csp.get(directive)?.some((s) => s === '*' || s === 'https:' || s === 'data:')).toBe(
        false,
      );
    }
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
  });

  test('the built-in captcha needs nothing from a third party', () => {
    const csp = contentSecurityPolicy('builtin');
    expect(csp).not.toMatch(/https?:\/\//);
    expect(parseCsp(csp).get('frame-src')).toEqual(["'none'"]);
  });

  test("Tencent's captcha may load its script and frame, and nothing else changes", () => {
    const tencent = cspDirectives('tencent');
    const builtin = cspDirectives('builtin');
    expect(tencent['script-src']).toContain('https://turing.captcha.qcloud.com');
    expect(tencent['frame-src']).toContain('https://turing.captcha.qcloud.com');
    expect(tencent['frame-src']).not.toContain("'none'");
    for (const name of [
      'default-src',
      'object-src',
      'base-uri',
      'form-action',
      'frame-ancestors',
    ]) {
      expect(tencent[name as keyof typeof tencent]).toEqual(builtin[name as keyof typeof builtin]);
    }
  });

  test('is formatted as helmet formats it: directives joined by ";" without spaces', () => {
    expect(contentSecurityPolicy('builtin')).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';" +
        "img-src 'self' data:;font-src 'self' data:;connect-src 'self';frame-src 'none';" +
        "object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
    );
  });
});

describe('securityHeaders', () => {
  test('is the whole set, each value safe to quote in nginx', () => {
    const headers = securityHeaders('tencent');
    expect(Object.keys(headers)).toEqual([...SECURITY_HEADER_NAMES]);
    for (const value of Object.values(headers)) expect(value).not.toMatch(/["\\$\n]/);
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    });
  });

  test('Permissions-Policy denies camera and microphone and keeps geolocation for our pages', () => {
    expect(PERMISSIONS_POLICY).toContain('camera=()');
    expect(PERMISSIONS_POLICY).toContain('microphone=()');
    expect(PERMISSIONS_POLICY).toContain('geolocation=(self)');
  });
});
