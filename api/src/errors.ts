import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@xingheng/shared';
import { validationMessage } from './validationMessage';
import { isDatabaseUnavailable } from './db/errors';

/** The `{ code, msg, data }` envelope of every JSON answer (docs/api.md, SPEC §7). */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

// The wire's failure codes live in one table in shared: the pages compare against them too.
export { ERROR_CODES };

/** Message of every HTTP 401 answer (docs/api.md). */
export const UNAUTHORIZED_MSG = '登录已过期，请重新登录';

/**
 * An expected failure: thrown by a route, answered by the error handler as HTTP `status` with the
 * envelope `{ code, msg, data: null }`.
 */
export class ApiError extends Error {
  /**
   * @param status HTTP status
   * @param code business code
   * @param msg Chinese message
   * @param data the envelope's `data` (default null), e.g. `{ retryAfter }` of a 429
   */
  constructor(
    readonly status: number,
    readonly code: number,
    msg: string,
    readonly data: unknown = null,
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

/** What an answer to a failure carries: HTTP status, business code and Chinese message. */
export interface Failure {
  status: number;
  code: number;
  msg: string;
}

/** Messages of the framework's own failures (docs/api.md "Errors"). */
export const FRAMEWORK_MESSAGES = {
  badInput: '请求格式不正确',
  badUrl: '请求地址编码不正确',
  uriTooLong: '请求地址过长（路径参数不能超过 100 个字符）',
  bodyTooLarge: '请求内容过大',
  unsupportedMediaType: '不支持的请求内容类型，请使用 application/json',
  methodNotAllowed: '接口不支持该请求方法',
  notFoundPath: '接口不存在',
  other: '请求无法处理',
  serverError: '服务器繁忙，请稍后再试',
  databaseUnavailable: '服务暂时不可用，请稍后再试',
} as const;

/**
 * The answer to a failure raised by Fastify itself (routing, body parsing, limits), keeping its
 * HTTP status (docs/api.md "Errors"): bad `%` encoding 400 `40002`; a path parameter over 100
 * characters 414 `41400`; body too large 413 `41300`; unsupported content type 415 `41500`; a
 * malformed body (bad JSON, wrong length) 400 `40001`; 429 `42900`; any other 4xx keeps its status
 * with code status × 100; everything else 500 `50000`.
 * @param error what Fastify raised (its `code` `FST_ERR_…` and `statusCode`), or anything thrown
 * @returns `{ status, code, msg }`
 */
export function frameworkFailure(error: unknown): Failure {
  const status = isFastifyError(error) ? (error.statusCode ?? 500) : 500;
  const code = isFastifyError(error) ? error.code : undefined;
  const M = FRAMEWORK_MESSAGES;
  if (code === 'FST_ERR_BAD_URL') return { status: 400, code: ERROR_CODES.badUrl, msg: M.badUrl };
  if (code === 'FST_ERR_MAX_PARAM_LENGTH' || status === 414)
    return { status: 414, code: ERROR_CODES.uriTooLong, msg: M.uriTooLong };
  if (status === 413) return { status, code: ERROR_CODES.bodyTooLarge, msg: M.bodyTooLarge };
  if (status === 415)
    return { status, code: ERROR_CODES.unsupportedMediaType, msg: M.unsupportedMediaType };
  if (status === 429)
    return { status, code: ERROR_CODES.tooManyRequests, msg: tooManyRequests().message };
  if (status === 400) return { status, code: ERROR_CODES.badInput, msg: M.badInput };
  if (status > 400 && status < 500) return { status, code: status * 100, msg: M.other };
  return { status: 500, code: ERROR_CODES.serverError, msg: M.serverError };
}

/** The most a 413 answer reads and drops of a body before it answers, bytes (nginx's /api/ cap is 9 MB). */
export const DRAIN_MAX_BYTES = 16 * 1024 * 1024;

/** The longest a 413 answer waits for the rest of a body, ms. */
export const DRAIN_MAX_MS = 10_000;

/**
 * Reads and drops what is left of a request's body.
 * @param raw the request stream
 * @param limits at most `maxBytes` more bytes within `maxMs` ms
 * @returns `true` when the body ended within both limits; `false` when it went past either or the
 *   client went away (the connection is then closed under it, as before)
 */
export function drainRequestBody(
  raw: IncomingMessage,
  limits: { maxBytes: number; maxMs: number } = { maxBytes: DRAIN_MAX_BYTES, maxMs: DRAIN_MAX_MS },
): Promise<boolean> {
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve(true);
  return new Promise((resolve) => {
    let read = 0;
    const finish = (whole: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', onEnd).off('error', onGone).off('close', onGone);
      resolve(whole);
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > limits.maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onGone = () => finish(raw.complete);
    const timer = setTimeout(() => finish(false), limits.maxMs);
    raw.on('data', onData).on('end', onEnd).on('error', onGone).on('close', onGone);
    raw.resume();
  });
}

/**
 * Sends a failure's envelope. A 413 sent while the client is still sending its body waits for
 * the rest of it first (`drainRequestBody`): a server that closes with unread bytes resets the
 * connection, and a proxy in front (nginx) then loses the answer and answers 502 instead.
 */
function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  body: Envelope<unknown>,
): void {
  if (status !== 413 || request.raw.complete) {
    void reply.status(status).send(body);
    return;
  }
  void drainRequestBody(request.raw).then(() => reply.status(status).send(body));
}

/**
 * Error handler of the /api scope (docs/api.md "Errors"): ApiError → its status and code; schema
 * validation → 400 `40001` naming the field; a failure of Fastify itself → `frameworkFailure`
 * (413, 414, 415 and 429 keep their status); a database that cannot be reached
 * (`isDatabaseUnavailable`) → 503 `50302` with `Retry-After: 5`; any other failure → 500 `50000`
 * (logged, details never sent). A 413 is sent once the rest of the body has arrived
 * (`drainRequestBody`); everything else at once. Returns nothing: the answer is sent by it.
 */
export function apiErrorHandler(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error instanceof ApiError) {
    sendFailure(request, reply, error.status, {
      ...fail(error.code, error.message),
      data: error.data,
    });
    return;
  }
  if (isFastifyError(error) && error.validation) {
    const msg = validationMessage(error.validation, error.validationContext);
    sendFailure(request, reply, 400, fail(ERROR_CODES.badInput, msg));
    return;
  }
  if (isDatabaseUnavailable(error)) {
    const reason = (error as { code?: unknown; message?: unknown }) ?? {};
    request.log.warn({ code: reason.code, reason: reason.message }, 'database unavailable');
    reply.header('retry-after', '5');
    sendFailure(
      request,
      reply,
      503,
      fail(ERROR_CODES.databaseUnavailable, FRAMEWORK_MESSAGES.databaseUnavailable),
    );
    return;
  }
  const failure = frameworkFailure(error);
  if (failure.status >= 500) request.log.error({ err: error }, 'api request failed');
  sendFailure(request, reply, failure.status, fail(failure.code, failure.msg));
}

/** Methods checked when a path is not found, to tell 405 from 404. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * 404 handler of the /api scope (docs/api.md "Errors"): a path that exists under other methods
 * answers HTTP 405 `{ code: 40500, msg: '接口不支持该请求方法' }` with `Allow` listing them; any
 * other path HTTP 404 `{ code: 40400, msg: '接口不存在' }`.
 */
export function apiNotFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  const pathname = request.url.split('?')[0] ?? '/';
  const allowed = METHODS.filter(
    (method) =>
      method !== request.method && request.server.findRoute({ method, url: pathname }) !== null,
  );
  if (allowed.length > 0) {
    return reply
      .status(405)
      .header('Allow', allowed.join(', '))
      .send(fail(ERROR_CODES.methodNotAllowed, FRAMEWORK_MESSAGES.methodNotAllowed));
  }
  return reply.status(404).send(fail(ERROR_CODES.notFoundPath, FRAMEWORK_MESSAGES.notFoundPath));
}
