import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { validationMessage } from './validationMessage';

/** The `{ code, msg, data }` envelope of every JSON answer (docs/api.md, SPEC §7). */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** Business codes used by the API (docs/api.md failures column). */
export const ERROR_CODES = {
  badInput: 40001,
  captchaInvalid: 40010,
  wrongCredentials: 40012,
  unauthorized: 401,
  notFoundDoc: 40401,
  notFoundPath: 40400,
  tooManyRequests: 42900,
  serverError: 50000,
} as const;

/** Message of every HTTP 401 answer (docs/api.md). */
export const UNAUTHORIZED_MSG = '登录已过期，请重新登录';

/**
 * An expected failure: thrown by a route, answered by the error handler as HTTP `status` with the
 * envelope `{ code, msg, data: null }`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    msg: string,
  ) {
    super(msg);
    this.name = 'ApiError';
  }
}

/**
 * The success envelope.
 * @returns `{ code: 0, msg: '成功', data }`
 */
export function ok<T>(data: T): Envelope<T> {
  return { code: 0, msg: '成功', data };
}

/** A failure envelope `{ code, msg, data: null }`. */
export function fail(code: number, msg: string): Envelope<null> {
  return { code, msg, data: null };
}

/** HTTP 401 `{ code: 401, msg: '登录已过期，请重新登录' }` (docs/api.md Authorization). */
export function unauthorized(): ApiError {
  return new ApiError(401, ERROR_CODES.unauthorized, UNAUTHORIZED_MSG);
}

/** HTTP 429 `{ code: 42900 }`, thrown by the rate limiter. */
export function tooManyRequests(): ApiError {
  return new ApiError(429, ERROR_CODES.tooManyRequests, '操作过于频繁，请稍后再试');
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error;
}

/**
 * Error handler of the /api scope: ApiError → its status and code; schema validation or a
 * malformed body → 400 `40001` naming the field; 429 → `42900`; any other failure → 500 `50000`
 * (logged, details never sent).
 */
export function apiErrorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    return reply.status(error.status).send(fail(error.code, error.message));
  }
  if (isFastifyError(error) && error.validation) {
    const msg = validationMessage(error.validation, error.validationContext);
    return reply.status(400).send(fail(ERROR_CODES.badInput, msg));
  }
  const status = isFastifyError(error) ? (error.statusCode ?? 500) : 500;
  if (status === 429)
    return reply.status(429).send(fail(ERROR_CODES.tooManyRequests, tooManyRequests().message));
  if (status >= 400 && status < 500) {
    return reply.status(400).send(fail(ERROR_CODES.badInput, '请求格式不正确'));
  }
  request.log.error({ err: error }, 'api request failed');
  return reply.status(500).send(fail(ERROR_CODES.serverError, '服务器繁忙，请稍后再试'));
}

/** 404 handler of the /api scope: HTTP 404 `{ code: 40400, msg: '接口不存在' }`. */
export function apiNotFoundHandler(_request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send(fail(ERROR_CODES.notFoundPath, '接口不存在'));
}
