import { ApiError, ERROR_CODES } from '../errors';
import { yuan } from './money';

/** The Chinese name of a code kind: service code (pay type 4) or redemption code (5). */
export type CodeKind = 'service' | 'redemption';

const CODE_NAME: Record<CodeKind, string> = { service: '服务码', redemption: '兑换码' };

/** HTTP 400 `40080`: no such code (or a code of the other kind). */
export function codeInvalid(kind: CodeKind): ApiError {
  return new ApiError(
    400,
    ERROR_CODES.payCodeInvalid,
    `${CODE_NAME[kind]}不正确，请核对后重新输入`,
  );
}

/** HTTP 400 `40081`: the code was used. */
export function codeUsed(kind: CodeKind): ApiError {
  return new ApiError(400, ERROR_CODES.payCodeUsed, `该${CODE_NAME[kind]}已被使用`);
}

/** HTTP 400 `40082`: the code expired. */
export function codeExpired(kind: CodeKind): ApiError {
  return new ApiError(400, ERROR_CODES.payCodeExpired, `该${CODE_NAME[kind]}已过期`);
}

/** HTTP 400 `40083`: the code does not fit the order; `why` says how, in Chinese. */
export function codeMismatch(kind: CodeKind, why: string): ApiError {
  return new ApiError(
    400,
    ERROR_CODES.payCodeMismatch,
    `该${CODE_NAME[kind]}不能支付此订单：${why}`,
  );
}

/** HTTP 400 `40084`: the balance does not cover `neededCents`. */
export function balanceInsufficient(balanceCents: number, neededCents: number): ApiError {
  return new ApiError(
    400,
    ERROR_CODES.balanceInsufficient,
    `余额不足：当前余额 ${yuan(balanceCents)}，需支付 ${yuan(neededCents)}`,
  );
}

/** HTTP 409 `40900`: the order has a paid payment already. */
export function orderAlreadyPaid(): ApiError {
  return new ApiError(409, 40900, '订单已支付');
}

/** HTTP 503 `50301`: Alipay / WeChat pay cannot be used now. */
export function paymentUnavailable(): ApiError {
  return new ApiError(
    503,
    ERROR_CODES.paymentUnavailable,
    '在线支付暂不可用，请稍后再试或选择余额、兑换码支付',
  );
}

/** HTTP 404 `40401`: no such payment of this user. */
export function paymentNotFound(): ApiError {
  return new ApiError(404, ERROR_CODES.notFoundDoc, '支付单不存在');
}
