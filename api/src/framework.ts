import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { fail, frameworkFailure } from './errors';
import { applySecurityHeaders } from './security';

/**
 * Answers the failures Fastify raises before any route or scope is chosen (a URL that is not valid
 * percent-encoding, a path parameter over 100 characters) in the envelope, keeping the status
 * (`frameworkFailure`, docs/api.md "Errors"): 400 `40002` and 414 `41400`. Used for every path of
 * the server, `/api` or not, since no route was matched.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const failure = frameworkFailure(error);
  if (failure.status >= 500) request.log.error({ err: error }, 'framework error');
  // No hook ran for this answer: the security headers (docs/security.md) are set here.
  applySecurityHeaders(reply);
  void reply
    .status(failure.status)
    .type('application/json; charset=utf-8')
    .send(fail(failure.code, failure.msg));
}

/** Longest path parameter, in characters (Fastify's default, stated here on purpose). */
export const MAX_PARAM_LENGTH = 100;

/**
 * The Fastify constructor options of every server that serves `/api` (the standalone API of
 * `buildApiServer` and the site server of `npm start`), so both answer framework errors the same
 * way (docs/api.md "Errors"):
 * - `trustProxy` loopback: behind the nginx of ops/nginx on the same machine, per-IP rate limits
 *   and the remote-failure visitor use `X-Forwarded-For` (docs/deployment.md to extend it);
 * - `routerOptions.maxParamLength` 100 and `frameworkErrors` → `frameworkErrorHandler`;
 * - request logging when `logger` is true, with the `Authorization` and `Cookie` headers, the body
 *   and `Set-Cookie` replaced by `[已隐藏]`.
 * @param options `logger`: log requests (default false); `logStream`: where the log lines go
 *   (default standard output; tests read them)
 * @returns options for `Fastify(...)`
 */
export function apiServerOptions(
  options: { logger?: boolean; logStream?: { write: (line: string) => void } } = {},
): FastifyServerOptions {
  return {
    trustProxy: ['127.0.0.1', '::1'],
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: frameworkErrorHandler,
    logger: options.logger
      ? {
          redact: {
            paths: [
              'req.headers.authorization',
              'req.headers.cookie',
              'req.body',
              'res.headers["set-cookie"]',
            ],
            censor: '[已隐藏]',
          },
          ...(options.logStream ? { stream: options.logStream } : {}),
        }
      : false,
  };
}
