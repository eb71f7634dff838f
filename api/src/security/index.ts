/**
 * The site's security headers (docs/security.md): the one definition (`securityHeaders`,
 * `contentSecurityPolicy`, …) and the Fastify plugin that sends them.
 */
export {
  CAPTCHA_CSP_SOURCES,
  CAPTCHA_PROVIDERS,
  contentSecurityPolicy,
  CSP_DIRECTIVE_NAMES,
  cspDirectives,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
  SECURITY_HEADER_NAMES,
  securityHeaders,
  STRICT_TRANSPORT_SECURITY,
  X_CONTENT_TYPE_OPTIONS,
  X_FRAME_OPTIONS,
  type CaptchaProviderName,
  type CspDirectiveName,
  type CspDirectives,
  type SecurityHeaderName,
} from './headers';
export {
  applySecurityHeaders,
  securityHeadersPlugin,
  type CaptchaProviderSource,
  type SecurityHeadersOptions,
} from './plugin';
export { parsePublicOrigin, PUBLIC_ORIGIN_ENV, publicOriginFromEnv } from './publicOrigin';
