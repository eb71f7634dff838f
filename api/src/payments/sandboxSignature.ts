import crypto from 'node:crypto';
import { z } from 'zod';
import { NotifyRejectedError, type GatewayNotice } from './gateway';

/** Header carrying the hex HMAC-SHA256 of the raw notification body (docs/api.md "Notify protocol"). */
export const SIGNATURE_HEADER = 'x-xh-signature';

/** A notification older or newer than this against the receiver's clock is refused (ms). */
export const NOTIFY_MAX_SKEW_MS = 5 * 60 * 1000;

/** The sandbox's notification body: the notice plus an id, a timestamp and a nonce. */
const NotifyBody = z.object({
  notifyId: z.string().min(1).max(64),
  paymentNo: z.string().min(1).max(32),
  gatewayTradeNo: z.string().min(1).max(64),
  channel: z.enum(['alipay', 'wechat']),
  amountCents: z.number().int().nonnegative(),
  result: z.enum(['SUCCESS', 'FAIL']),
  reason: z.string().max(100).optional(),
  /** Epoch ms when it was signed. */
  timestamp: z.number().int(),
  /** 32 random hex characters, new for every delivery try. */
  nonce: z.string().regex(/^[0-9a-f]{32}$/),
});

/** The signed JSON body of one delivery try. */
export type SandboxNotifyBody = z.infer<typeof NotifyBody>;

/** Hex HMAC-SHA256 of `rawBody` under `secret`. */
export function signNotifyBody(secret: string, rawBody: string | Buffer): string {
  return crypto.createHmac('sha256', secret).update(rawBody).digest('hex');
}

/**
 * One delivery try of a notice: a fresh timestamp and nonce, the JSON body and its headers.
 * @returns the raw body and the headers to post it with
 */
export function signedNotify(
  secret: string,
  notice: GatewayNotice & { notifyId: string },
  nowMs: number,
): { body: string; headers: Record<string, string> } {
  const payload: SandboxNotifyBody = {
    notifyId: notice.notifyId,
    paymentNo: notice.paymentNo,
    gatewayTradeNo: notice.gatewayTradeNo,
    channel: notice.channel,
    amountCents: notice.amountCents,
    result: notice.result,
    ...(notice.reason ? { reason: notice.reason } : {}),
    timestamp: nowMs,
    nonce: crypto.randomBytes(16).toString('hex'),
  };
  const body = JSON.stringify(payload);
  return {
    body,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      [SIGNATURE_HEADER]: signNotifyBody(secret, body),
    },
  };
}

function headerValue(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/**
 * Checks a sandbox notification: the signature header is the HMAC-SHA256 of exactly these bytes
 * (compared in constant time), the body is the protocol's JSON, and its timestamp is within 5
 * minutes of `nowMs`.
 * @returns the notice
 * @throws NotifyRejectedError otherwise (the message says which check failed, in Chinese)
 */
export function verifySandboxNotify(
  secret: string,
  rawBody: Buffer,
  headers: Readonly<Record<string, string | string[] | undefined>>,
  nowMs: number,
): GatewayNotice {
  const given = headerValue(headers[SIGNATURE_HEADER]).toLowerCase();
  const expected = signNotifyBody(secret, rawBody);
  if (
    !/^[0-9a-f]{64}$/.test(given) ||
    !crypto.timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex'))
  ) {
    throw new NotifyRejectedError('通知签名无效');
  }
  let parsed: SandboxNotifyBody;
  try {
    parsed = NotifyBody.parse(JSON.parse(rawBody.toString('utf8')));
  } catch {
    throw new NotifyRejectedError('通知内容格式不正确');
  }
  if (Math.abs(nowMs - parsed.timestamp) > NOTIFY_MAX_SKEW_MS) {
    throw new NotifyRejectedError('通知已过期');
  }
  return {
    paymentNo: parsed.paymentNo,
    gatewayTradeNo: parsed.gatewayTradeNo,
    channel: parsed.channel,
    amountCents: parsed.amountCents,
    result: parsed.result,
    ...(parsed.reason ? { reason: parsed.reason } : {}),
  };
}
