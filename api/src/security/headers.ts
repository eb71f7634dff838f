import type { SiteConfig } from '@xingheng/shared/registry';

/**
 * The one definition of the site's security headers (docs/security.md). Every answer of
 * `npm start` (server/src/site/server.ts) and of the standalone API server carries them through
 * `securityHeadersPlugin`; the nginx configuration (ops/nginx, rendered by server/src/nginx) writes
 * the same values from here, so the two cannot drift.
 */

/** A captcha provider of the runtime site config (SPEC §5, §9): `registry.site.captcha.provider`. */
export type CaptchaProviderName = SiteConfig['captcha']['provider'];

/** Every captcha provider the registry schema allows. */
export const CAPTCHA_PROVIDERS: readonly CaptchaProviderName[] = ['builtin', 'tencent'];

/** The CSP directives the site sets, in the order they appear in the header. */
export const CSP_DIRECTIVE_NAMES = [
  'default-src',
  'script-src',
  'style-src',
  'img-src',
  'font-src',
  'connect-src',
  'frame-src',
  'object-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
] as const;
export type CspDirectiveName = (typeof CSP_DIRECTIVE_NAMES)[number];

/** Directive → sources (quoted keywords such as `'self'`, schemes such as `data:`, origins). */
export type CspDirectives = Readonly<Record<CspDirectiveName, readonly string[]>>;

/**
 * What every page needs whatever the captcha: only our own scripts (no `'unsafe-inline'`, no
 * `'unsafe-eval'`: the pages have no inline script, docs/security.md), inline styles because
 * antd's CSS-in-JS and style-loader inject `<style>` elements, images from our origin and `data:`
 * (the footer's QR codes), no plugins, no `<base>` elsewhere, forms posting only to us, and no
 * framing of our pages by anyone.
 */
const BASE_DIRECTIVES: CspDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** Tencent's captcha host: `TJCaptcha.js` (mf-account tencentCaptcha.ts), its calls and its frame. */
const TENCENT_CAPTCHA_ORIGIN = 'https://turing.captcha.qcloud.com';
/** Tencent's captcha static host: the images, styles and scripts of the captcha's pop-up. */
const TENCENT_CAPTCHA_STATIC_ORIGIN = 'https://turing.captcha.gtimg.com';

/**
 * The sources each captcha provider adds to the base policy. The built-in slider talks only to
 * our `/api`; Tencent's loads its script from its own host, which opens the captcha in an iframe
 * and fetches its images, styles and answers from its two hosts.
 */
export const CAPTCHA_CSP_SOURCES: Readonly<
  Record<CaptchaProviderName, Partial<Record<CspDirectiveName, readonly string[]>>>
> = {
  builtin: {},
  tencent: {
    'script-src': [TENCENT_CAPTCHA_ORIGIN, TENCENT_CAPTCHA_STATIC_ORIGIN],
    'style-src': [TENCENT_CAPTCHA_STATIC_ORIGIN],
    'img-src': [TENCENT_CAPTCHA_ORIGIN, TENCENT_CAPTCHA_STATIC_ORIGIN],
    'connect-src': [TENCENT_CAPTCHA_ORIGIN],
    'frame-src': [TENCENT_CAPTCHA_ORIGIN, TENCENT_CAPTCHA_STATIC_ORIGIN],
  },
};

/**
 * The CSP directives for a captcha provider: the base policy plus the provider's sources (a
 * directive that gains a source loses its `'none'`).
 * @param provider the registry's `site.captcha.provider`
 * @returns every directive of `CSP_DIRECTIVE_NAMES` with its sources
 */
export function cspDirectives(provider: CaptchaProviderName): CspDirectives {
  const directives: Record<CspDirectiveName, readonly string[]> = { ...BASE_DIRECTIVES };
  for (const name of CSP_DIRECTIVE_NAMES) {
    const added = CAPTCHA_CSP_SOURCES[provider][name] ?? [];
    if (added.length > 0) {
      directives[name] = [...BASE_DIRECTIVES[name].filter((s) => s !== "'none'"), ...added];
    }
  }
  return directives;
}

/**
 * The `Content-Security-Policy` header value for a captcha provider, formatted as helmet formats
 * it (`name sources` joined by `;`), so nginx and Node send the same bytes.
 * @param provider the registry's `site.captcha.provider`
 * @returns e.g. `default-src 'self';script-src 'self';…;frame-ancestors 'none'`
 */
export function contentSecurityPolicy(provider: CaptchaProviderName): string {
  const directives = cspDirectives(provider);
  return CSP_DIRECTIVE_NAMES.map((name) => `${name} ${directives[name].join(' ')}`).join(';');
}

/**
 * `Permissions-Policy`: browser features the site never uses are off, for us and for any frame
 * (the captcha's included). Geolocation stays available to our own pages (a positioning site's
 * coverage map may show the visitor's position), and so does the Payment Request API (orders).
 */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(self), payment=(self), usb=(), display-capture=()';

/** `Referrer-Policy`: full URL to our own origin, only the origin to others, nothing on HTTP. */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** `X-Frame-Options` (for browsers without `frame-ancestors`): never framed. */
export const X_FRAME_OPTIONS = 'DENY';

/** `X-Content-Type-Options`: scripts and styles only with their right content type. */
export const X_CONTENT_TYPE_OPTIONS = 'nosniff';

/**
 * `Strict-Transport-Security`, sent by nginx only when it serves HTTPS (a year, subdomains too;
 * not `preload`, a decision for the domain's owner). Node never terminates TLS here.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** The names of the headers of `securityHeaders`, as written on the wire. */
export const SECURITY_HEADER_NAMES = [
  'Content-Security-Policy',
  'Permissions-Policy',
  'Referrer-Policy',
  'X-Content-Type-Options',
  'X-Frame-Options',
] as const;
export type SecurityHeaderName = (typeof SECURITY_HEADER_NAMES)[number];

/**
 * The security headers every answer carries (HSTS aside: `STRICT_TRANSPORT_SECURITY`).
 * @param provider the registry's `site.captcha.provider` (it decides the CSP's third-party sources)
 * @returns header name → value, in the order of `SECURITY_HEADER_NAMES`
 */
export function securityHeaders(
  provider: CaptchaProviderName,
): Readonly<Record<SecurityHeaderName, string>> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(provider),
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Referrer-Policy': REFERRER_POLICY,
    'X-Content-Type-Options': X_CONTENT_TYPE_OPTIONS,
    'X-Frame-Options': X_FRAME_OPTIONS,
  };
}
