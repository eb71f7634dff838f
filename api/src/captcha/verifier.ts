import type { CaptchaProviderName } from '../security/headers';
import { ApiError, ERROR_CODES } from '../errors';

/** Message of a captcha ticket that is unknown, used, expired or refused (400 `40010`). */
export const CAPTCHA_INVALID_MSG = '验证码已失效，请重新验证';

/**
 * Checks a captcha ticket on the server (SPEC §5, docs/api.md "Captcha"). One implementation per
 * provider: the built-in slider (`builtinVerifier`) and Tencent's (`tencentVerifier`).
 */
export interface CaptchaVerifier {
  /**
   * Whether `ticket` and `randstr` come from a captcha passed moments ago and never used before.
   * The ticket is used up by the call, whatever the answer. Never rejects: a provider that cannot
   * be asked refuses (`false`).
   * @param ticket the `ticket` of the captcha's `{ ret, ticket, randstr }`
   * @param randstr its `randstr`
   * @param ip the client address (`request.ip`: `X-Forwarded-For` from the local nginx)
   */
  verify(ticket: string, randstr: string, ip: string): Promise<boolean>;
}

/**
 * Which captcha provider is active: a fixed name, or a function asked on each use (the registry's
 * `site.captcha.provider`, which a release can change while the server runs).
 */
export type CaptchaProviderLookup =
  | CaptchaProviderName
  | (() => CaptchaProviderName | Promise<CaptchaProviderName>);

/** The captcha as the routes see it: the active provider and the check of its tickets. */
export interface CaptchaGate {
  /** The active provider (`builtin` or `tencent`). */
  provider(): Promise<CaptchaProviderName>;
  /**
   * Whether the built-in slider may serve challenges and give tickets: false under
   * `NODE_ENV=production` unless allowed (docs/api.md "Captcha").
   */
  builtinAllowed: boolean;
  /** Whether the dev answer endpoint exists (`XH_CAPTCHA_ANSWERS=1`; never in production). */
  devAnswers: boolean;
  /**
   * Why the server must not start with the active provider (production without Tencent's captcha),
   * or null (`captchaStartProblem`).
   */
  startProblem(): Promise<string | null>;
  /** The captcha's clock: when challenges are issued and answered, when tickets expire. */
  now(): Date;
  /**
   * Accepts a ticket of the active provider only, using it up (docs/api.md "Captcha").
   * @throws ApiError HTTP 400 `{ code: 40010, msg: '验证码已失效，请重新验证' }` when refused
   */
  requireTicket(ticket: string, randstr: string, ip: string): Promise<void>;
}

/**
 * The gate of the routes: asks the provider lookup on each call and hands the ticket to that
 * provider's verifier only (with Tencent active, a built-in ticket is refused, and the reverse).
 * @param provider the active provider or how to find it
 * @param verifiers one verifier per provider
 * @param now the captcha's clock
 * @param policy `builtinAllowed` (false: every built-in ticket is refused), `devAnswers`, and
 *   `startProblem(provider)` (why not to start with a provider, or null); default all allowed
 */
export function captchaGate(
  provider: CaptchaProviderLookup,
  verifiers: Record<CaptchaProviderName, CaptchaVerifier>,
  now: () => Date,
  policy: {
    builtinAllowed: boolean;
    devAnswers: boolean;
    startProblem: (provider: CaptchaProviderName) => string | null;
  } = { builtinAllowed: true, devAnswers: false, startProblem: () => null },
): CaptchaGate {
  const active = async (): Promise<CaptchaProviderName> =>
    typeof provider === 'function' ? provider() : provider;
  return {
    provider: active,
    now,
    builtinAllowed: policy.builtinAllowed,
    devAnswers: policy.devAnswers,
    startProblem: async () => policy.startProblem(await active()),
    async requireTicket(ticket, randstr, ip) {
      const name = await active();
      const refused = name === 'builtin' && !policy.builtinAllowed;
      if (refused || !(await verifiers[name].verify(ticket, randstr, ip))) {
        throw new ApiError(400, ERROR_CODES.captchaInvalid, CAPTCHA_INVALID_MSG);
      }
    },
  };
}
