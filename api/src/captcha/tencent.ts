import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/types';
import type { CaptchaVerifier } from './verifier';
import { claimTicket } from './tickets';

/** Tencent Cloud's captcha API (DescribeCaptchaResult, version 2019-07-22). */
export const TENCENT_CAPTCHA_API = {
  endpoint: 'https://captcha.tencentcloudapi.com',
  service: 'captcha',
  action: 'DescribeCaptchaResult',
  version: '2019-07-22',
  /** `CaptchaCode` of a genuine, fresh, unused ticket. */
  passed: 1,
  /** How long we wait for an answer before refusing, in ms. */
  timeoutMs: 5000,
  /** A Tencent ticket lives 5 minutes; a used one is remembered locally that long and more. */
  rememberUsedMs: 10 * 60_000,
} as const;

/**
 * Server-side settings of Tencent's captcha: never sent to a browser (only the public
 * `site.captcha.appId` of the registry is). From the environment (`tencentCaptchaConfigFromEnv`).
 */
export interface TencentCaptchaConfig {
  /** `CaptchaAppId`: the captcha application (the same id as the registry's `site.captcha.appId`). */
  captchaAppId: number;
  /** `AppSecretKey`: the captcha application's secret. */
  appSecretKey: string;
  /** Tencent Cloud API credentials that sign the call (TC3-HMAC-SHA256). */
  secretId: string;
  secretKey: string;
  /** The API's address; default `https://captcha.tencentcloudapi.com` (tests: a local fake). */
  endpoint?: string;
  /** Answer timeout in ms (default 5000); a slower answer refuses the ticket. */
  timeoutMs?: number;
}

/**
 * Reads Tencent's captcha settings from the environment (docs/api.md "Captcha"):
 * `TENCENT_CAPTCHA_APP_ID` (integer), `TENCENT_CAPTCHA_APP_SECRET_KEY`, `TENCENTCLOUD_SECRET_ID`,
 * `TENCENTCLOUD_SECRET_KEY`, optional `TENCENT_CAPTCHA_ENDPOINT`.
 * @returns the settings, or null when any required one is missing or the app id is not an integer
 */
export function tencentCaptchaConfigFromEnv(env: NodeJS.ProcessEnv): TencentCaptchaConfig | null {
  const appId = env.TENCENT_CAPTCHA_APP_ID;
  const appSecretKey = env.TENCENT_CAPTCHA_APP_SECRET_KEY;
  const secretId = env.TENCENTCLOUD_SECRET_ID;
  const secretKey = env.TENCENTCLOUD_SECRET_KEY;
  if (!appId || !/^\d{1,12}$/.test(appId) || !appSecretKey || !secretId || !secretKey) return null;
  return {
    captchaAppId: Number(appId),
    appSecretKey,
    secretId,
    secretKey,
    ...(env.TENCENT_CAPTCHA_ENDPOINT ? { endpoint: env.TENCENT_CAPTCHA_ENDPOINT } : {}),
  };
}

/** The HTTP call the verifier makes: `fetch` by default, tests may pass another. */
export type CaptchaFetch = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

const sha256Hex = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
const hmac = (key: crypto.BinaryLike, text: string) =>
  crypto.createHmac('sha256', key).update(text).digest();

/**
 * The `Authorization` header of a Tencent Cloud API 3.0 call (TC3-HMAC-SHA256): canonical request
 * over `content-type`, `host` and `x-tc-action`, scope `<UTC date>/<service>/tc3_request`.
 * @param input the JSON body, host (with port if any), action, epoch seconds and the credentials
 * @returns `TC3-HMAC-SHA256 Credential=…, SignedHeaders=…, Signature=…`
 */
export function tc3Authorization(input: {
  body: string;
  host: string;
  action: string;
  service: string;
  timestamp: number;
  secretId: string;
  secretKey: string;
}): string {
  const signedHeaders = 'content-type;host;x-tc-action';
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:application/json; charset=utf-8\nhost:${input.host}\nx-tc-action:${input.action.toLowerCase()}\n`,
    signedHeaders,
    sha256Hex(input.body),
  ].join('\n');
  const date = new Date(input.timestamp * 1000).toISOString().slice(0, 10);
  const scope = `${date}/${input.service}/tc3_request`;
  const stringToSign = [
    'TC3-HMAC-SHA256',
    String(input.timestamp),
    scope,
    sha256Hex(canonicalRequest),
  ].join('\n');
  const signingKey = hmac(hmac(hmac(`TC3${input.secretKey}`, date), input.service), 'tc3_request');
  const signature = crypto.createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return `TC3-HMAC-SHA256 Credential=${input.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

const describeAnswer = z.object({
  Response: z.object({
    CaptchaCode: z.number().optional(),
    CaptchaMsg: z.string().optional(),
    Error: z.object({ Code: z.string(), Message: z.string() }).optional(),
  }),
});

/** Where the verifier reports what went wrong (a Fastify logger fits); never given a secret. */
export interface CaptchaLog {
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
}

/**
 * Tencent's captcha checked on the server (SPEC §5, docs/api.md "Captcha"): each ticket is sent to
 * DescribeCaptchaResult with `CaptchaType` 9, the app id and app secret, the `randstr` and the
 * client address, signed with the API credentials; only `CaptchaCode` 1 passes. A ticket is also
 * claimed locally first (its SHA-256 in `captcha_tickets`), so it is refused the second time even
 * before Tencent is asked. Without settings, an error status, a malformed answer, a network error
 * or no answer within the timeout the ticket is refused (logged without ticket or secret).
 * @param options `config` (null: Tencent not configured, every ticket refused), the database and
 *   clock, the log, and `fetch` (default the global one)
 */
export function tencentVerifier(options: {
  config: TencentCaptchaConfig | null;
  db: Kysely<Database>;
  now: () => Date;
  log: CaptchaLog;
  fetch?: CaptchaFetch;
}): CaptchaVerifier {
  const { config, db, now, log } = options;
  const call: CaptchaFetch = options.fetch ?? ((url, init) => fetch(url, init));
  return {
    async verify(ticket, randstr, ip) {
      if (!config) {
        log.error({}, '腾讯验证码未配置（TENCENT_CAPTCHA_APP_ID 等环境变量），票据一律拒绝');
        return false;
      }
      const claimed = await claimTicket(db, ticket, now(), TENCENT_CAPTCHA_API.rememberUsedMs);
      if (!claimed) return false;
      const endpoint = config.endpoint ?? TENCENT_CAPTCHA_API.endpoint;
      const body = JSON.stringify({
        CaptchaType: 9,
        Ticket: ticket,
        UserIp: ip,
        Randstr: randstr,
        CaptchaAppId: config.captchaAppId,
        AppSecretKey: config.appSecretKey,
      });
      const timestamp = Math.floor(Date.now() / 1000);
      const headers = {
        Authorization: tc3Authorization({
          body,
          host: new URL(endpoint).host,
          action: TENCENT_CAPTCHA_API.action,
          service: TENCENT_CAPTCHA_API.service,
          timestamp,
          secretId: config.secretId,
          secretKey: config.secretKey,
        }),
        'Content-Type': 'application/json; charset=utf-8',
        'X-TC-Action': TENCENT_CAPTCHA_API.action,
        'X-TC-Version': TENCENT_CAPTCHA_API.version,
        'X-TC-Timestamp': String(timestamp),
      };
      try {
        const res = await call(endpoint, {
          method: 'POST',
          headers,
          body,
          signal: AbortSignal.timeout(config.timeoutMs ?? TENCENT_CAPTCHA_API.timeoutMs),
        });
        if (!res.ok) {
          log.warn({ status: res.status }, '腾讯验证码接口返回错误状态，票据已拒绝');
          return false;
        }
        const answer = describeAnswer.safeParse(await res.json());
        if (!answer.success) {
          log.warn({}, '腾讯验证码接口的应答格式不正确，票据已拒绝');
          return false;
        }
        const { CaptchaCode, CaptchaMsg, Error: failure } = answer.data.Response;
        if (failure) {
          log.warn({ code: failure.Code }, '腾讯验证码接口调用失败，票据已拒绝');
          return false;
        }
        if (CaptchaCode === TENCENT_CAPTCHA_API.passed) return true;
        log.warn({ captchaCode: CaptchaCode, captchaMsg: CaptchaMsg }, '腾讯验证码票据未通过');
        return false;
      } catch (error) {
        log.warn({ err: error }, '无法访问腾讯验证码接口，票据已拒绝');
        return false;
      }
    },
  };
}
