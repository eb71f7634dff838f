import type { IncomingHttpHeaders } from 'node:http';
import {
  securityHeaders,
  STRICT_TRANSPORT_SECURITY,
  type CaptchaProviderName,
} from '@xingheng/api';

/**
 * Compares an answer's headers with the site's security headers (docs/security.md), for the tests
 * of `npm start` and of nginx: each header present exactly once with the defined value (Node
 * joins repeated headers with `, `, so a copy sent twice shows as a mismatch), and
 * `Strict-Transport-Security` exactly when the answer came over HTTPS.
 * @param headers the answer's headers as Node parsed them (lower-case names)
 * @param provider the captcha provider whose CSP is expected
 * @param https whether the answer came over HTTPS
 * @returns one line per mismatch (`name: expected … got …`), empty when all match
 */
export function securityHeaderMismatches(
  headers: IncomingHttpHeaders,
  provider: CaptchaProviderName,
  https = false,
): string[] {
  const expected: [string, string | undefined][] = Object.entries(securityHeaders(provider));
  expected.push(['Strict-Transport-Security', https ? STRICT_TRANSPORT_SECURITY : undefined]);
  return expected.flatMap(([name, value]) => {
    const actual = headers[name.toLowerCase()];
    return actual === value
      ? []
      : [`${name}: expected ${JSON.stringify(value)}, got ${JSON.stringify(actual)}`];
  });
}
