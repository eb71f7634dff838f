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
  /** The URL is not valid percent-encoding (HTTP 400). */
  badUrl: 40002,
  /** A body sent to an endpoint that takes none (HTTP 400). */
  bodyNotAllowed: 40003,
  captchaInvalid: 40010,
  wrongCredentials: 40012,
  /** A user's 21st delivery address (HTTP 400, docs/api.md "Address book"). */
  addressLimit: 40030,
  /** `isDefault: false` sent for the default address (HTTP 400, docs/api.md "Address book"). */
  defaultAddressRequired: 40031,
  /** A wrong SMS code, tries left (HTTP 400, docs/api.md "SMS codes"). */
  smsCodeWrong: 40020,
  /** No live SMS code: none sent for this purpose, expired, used or voided (HTTP 400). */
  smsCodeInvalid: 40021,
  /** No live SMS ticket for `phoneRegister` / `resetPassword` (HTTP 400, docs/api.md "Registration and password reset"). */
  smsTicketInvalid: 40022,
  /** `sendRegisterSms` / `phoneRegister` for a phone that has an account (HTTP 400). */
  phoneRegistered: 40040,
  /**
   * Password login of this phone from this address is locked after 10 wrong passwords, or this
   * address after 50 on any phones in an hour (HTTP 423, docs/api.md "Account lockout").
   */
  accountLocked: 42300,
  unauthorized: 401,
  notFoundDoc: 40401,
  notFoundPath: 40400,
  /** The path exists under another method (HTTP 405, `Allow` lists them). */
  methodNotAllowed: 40500,
  /** The body exceeds the route's limit (HTTP 413). */
  bodyTooLarge: 41300,
  /** A path parameter over 100 characters (HTTP 414). */
  uriTooLong: 41400,
  /** A body in a content type the API does not parse (HTTP 415). */
  unsupportedMediaType: 41500,
  tooManyRequests: 42900,
  /** Another SMS to the same phone within 60 s (HTTP 429). */
  smsTooSoon: 42901,
  /** 10 SMS to the same phone within 24 hours (HTTP 429). */
  smsDailyLimit: 42902,
  /**
   * A password attempt before the progressive delay after wrong ones has passed (HTTP 429,
   * `data.retryAfter` seconds, docs/api.md "Account lockout").
   */
  loginThrottled: 42903,
  /** Identity verification already approved: no new submission (HTTP 400, docs/api.md "Identity verification"). */
  identityApproved: 40050,
  /** Identity verification waiting for review: no new submission until it is decided (HTTP 400). */
  identityPending: 40051,
  /** Business licence image over 5 MB (HTTP 413, docs/api.md "Identity verification"). */
  licenceTooLarge: 41301,
  /** Business licence not a JPEG or PNG image by its content (HTTP 415). */
  licenceType: 41501,
  /** A problem report's attachment over 2 MB, or a body over the route's limit (HTTP 413, docs/api.md "Problem reports"). */
  bugReportAttachmentTooLarge: 41302,
  /** A problem report's attachment that is not PNG, JPEG or a UTF-8 .log/.txt text by its content and name (HTTP 415). */
  bugReportAttachmentType: 41502,
  /** No such ticket, or the contact does not match, or not the user's (HTTP 404, docs/api.md "Problem reports"). */
  bugReportNotFound: 40401,
  /** WeChat / QQ login: the `state` is unknown, used, expired or not this browser's (HTTP 400). */
  oauthStateInvalid: 40060,
  /** WeChat / QQ login: the provider refused the code (used, expired, made up) (HTTP 400). */
  oauthCodeRefused: 40061,
  /** WeChat / QQ login: the bind ticket is unknown, used or expired (HTTP 400). */
  oauthBindTicketInvalid: 40062,
  /** The WeChat / QQ account is already bound to an account (HTTP 400). */
  oauthAlreadyBound: 40063,
  /** The phone's account is already bound to another WeChat / QQ account (HTTP 400). */
  oauthAccountTaken: 40064,
  /** A second trial of the same service by the same account (HTTP 400, docs/api.md "Orders and payments"). */
  trialUsed: 40070,
  /** The service, or that server type and duration unit of it, is not offered online (HTTP 400). */
  planNotOffered: 40071,
  /** The hardware product has no online price: sold through sales only (HTTP 400). */
  hardwareNotForSale: 40072,
  /** `addressId` is not one of the user's delivery addresses (HTTP 400). */
  orderAddressNotFound: 40073,
  /** The service account to renew or expand is not one of the user's (HTTP 400). */
  orderAccountNotFound: 40074,
  /** Renewal of a service account that waits for manual activation: nothing to extend yet (HTTP 400). */
  accountNotActivated: 40075,
  /** An order number that does not exist or is not the user's (HTTP 404, docs/api.md "Orders and payments"). */
  orderNotFound: 40401,
  /** A status move that docs/api.md "Order states" does not allow (HTTP 409; orders/transitions.ts). */
  transitionRefused: 40900,
  /** Payment: no such service / redemption code (HTTP 400, docs/api.md "Payments"). */
  payCodeInvalid: 40080,
  /** Payment: the code was used already (HTTP 400). */
  payCodeUsed: 40081,
  /** Payment: the code is past its expiry (HTTP 400). */
  payCodeExpired: 40082,
  /** Payment: the code does not fit the order (service, plan, accounts, face value) (HTTP 400). */
  payCodeMismatch: 40083,
  /** Payment: the balance does not cover the amount; the `msg` names the balance (HTTP 400). */
  balanceInsufficient: 40084,
  /** Payment notify: the signature is missing or wrong, or the body malformed (HTTP 400). */
  notifySignatureInvalid: 40085,
  /** Payment notify: the amount or trade differs from the payment's (HTTP 400). */
  notifyMismatch: 40086,
  /** Alipay / WeChat pay is not available (no gateway, or it cannot be reached) (HTTP 503). */
  paymentUnavailable: 50301,
  /** WeChat / QQ login is not configured, or the provider cannot be reached (HTTP 503). */
  oauthUnavailable: 50300,
  serverError: 50000,
} as const;

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

/**
 * Error handler of the /api scope (docs/api.md "Errors"): ApiError → its status and code; schema
 * validation → 400 `40001` naming the field; a failure of Fastify itself → `frameworkFailure`
 * (413, 414, 415 and 429 keep their status); any other failure → 500 `50000` (logged, details
 * never sent).
 */
export function apiErrorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    return reply
      .status(error.status)
      .send({ ...fail(error.code, error.message), data: error.data });
  }
  if (isFastifyError(error) && error.validation) {
    const msg = validationMessage(error.validation, error.validationContext);
    return reply.status(400).send(fail(ERROR_CODES.badInput, msg));
  }
  const failure = frameworkFailure(error);
  if (failure.status >= 500) request.log.error({ err: error }, 'api request failed');
  return reply.status(failure.status).send(fail(failure.code, failure.msg));
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
