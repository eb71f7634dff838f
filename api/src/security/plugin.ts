import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import {
  CSP_DIRECTIVE_NAMES,
  cspDirectives,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
  securityHeaders,
  type CaptchaProviderName,
} from './headers';

/**
 * Which captcha provider's CSP an answer gets: a fixed provider, or a function asked once per
 * request (e.g. reading the registry's `site.captcha.provider`, which can change while the
 * server runs).
 */
export type CaptchaProviderSource =
  | CaptchaProviderName
  | ((request: FastifyRequest) => CaptchaProviderName | Promise<CaptchaProviderName>);

/** Options of `securityHeadersPlugin`. */
export interface SecurityHeadersOptions {
  captchaProvider: CaptchaProviderSource;
}

/** The strictest policy, for an answer whose provider was never looked up. */
const FALLBACK_PROVIDER: CaptchaProviderName = 'builtin';

/** The provider looked up for each request in flight (read by helmet's CSP directive functions). */
const providerOfRequest = new WeakMap<IncomingMessage, CaptchaProviderName>();

async function securityHeadersScope(
  app: FastifyInstance,
  options: SecurityHeadersOptions,
): Promise<void> {
  const source = options.captchaProvider;
  // Added before helmet registers its own onRequest hooks, so it runs first on every request.
  app.addHook('onRequest', async (request, reply) => {
    if (typeof source === 'function') providerOfRequest.set(request.raw, await source(request));
    // helmet has no Permissions-Policy option.
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });
  const directives =
    typeof source === 'function'
      ? Object.fromEntries(
          CSP_DIRECTIVE_NAMES.map((name) => [
            name,
            [
              (req: IncomingMessage) =>
                cspDirectives(providerOfRequest.get(req) ?? FALLBACK_PROVIDER)[name].join(' '),
            ],
          ]),
        )
      : cspDirectives(source);
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    referrerPolicy: { policy: REFERRER_POLICY },
    xFrameOptions: { action: 'deny' },
    // X-Content-Type-Options: nosniff is helmet's default. HSTS comes from nginx over HTTPS only.
    strictTransportSecurity: false,
    // Not part of the site's set (docs/security.md): off, so Node and nginx send the same headers.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
}

/**
 * Sends the security headers of `securityHeaders` (docs/security.md) on every answer of the
 * Fastify instance it is registered on — routes, static files, 404s and errors — through
 * `@fastify/helmet` (CSP, Referrer-Policy, X-Frame-Options, X-Content-Type-Options) plus
 * `Permissions-Policy`. Register it first, before any route or static plugin.
 * Answers Fastify writes without running hooks (a malformed URL answered by `frameworkErrors`)
 * need `applySecurityHeaders`.
 * @param options `captchaProvider`: a provider, or a function of the request returning one
 */
export const securityHeadersPlugin = fp(securityHeadersScope, {
  name: 'xingheng-security-headers',
  fastify: '5.x',
});

/**
 * Sets the security headers on one reply directly, for answers sent where no hook ran (Fastify's
 * `frameworkErrors` handler: malformed URL, parameter too long).
 * @param reply the reply about to be sent
 * @param provider the captcha provider whose CSP applies; the strictest (`builtin`) by default
 */
export function applySecurityHeaders(
  reply: FastifyReply,
  provider: CaptchaProviderName = FALLBACK_PROVIDER,
): void {
  for (const [name, value] of Object.entries(securityHeaders(provider))) reply.header(name, value);
}
