import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { captchaProviderOfRegistry } from './registryProvider';
import { builtinVerifier } from './slider';
import {
  tencentCaptchaConfigFromEnv,
  tencentVerifier,
  type CaptchaFetch,
  type CaptchaLog,
  type TencentCaptchaConfig,
} from './tencent';
import { captchaSettings, captchaStartProblem } from './productionSetting';
import { captchaGate, type CaptchaGate, type CaptchaProviderLookup } from './verifier';

/** Captcha options of `apiPlugin` (docs/api.md "Captcha"); every one has a default. */
export interface CaptchaOptions {
  /**
   * The active provider. Default: the `site.captcha.provider` of `<deployDir>/mf-registry.json`,
   * followed as it changes; `builtin` without a deploy folder.
   */
  provider?: CaptchaProviderLookup;
  /** Tencent's server-side settings; default from the environment (`tencentCaptchaConfigFromEnv`). */
  tencent?: TencentCaptchaConfig | null;
  /** The HTTP call to Tencent's API (default `fetch`). */
  fetch?: CaptchaFetch;
  /**
   * The captcha's clock (challenge age, ticket expiry); default the API's clock. Tests move it on
   * its own to let a solver "take its time" without moving other expiries.
   */
  now?: () => Date;
  /**
   * Let the built-in slider work under `NODE_ENV=production` (a local trial of a production build
   * with no outside network); default `XH_CAPTCHA_BUILTIN_IN_PRODUCTION=1`. Off, a production
   * server whose provider is `builtin` refuses to start (docs/api.md "Captcha").
   */
  allowBuiltinInProduction?: boolean;
  /**
   * Serve `GET /api/dev/captcha/answer?challengeId=` (where a challenge's notch is, for tests that
   * drive the real slider); default `XH_CAPTCHA_ANSWERS=1`. Refused under `NODE_ENV=production`.
   */
  devAnswers?: boolean;
}

/**
 * The captcha of the API (SPEC §5, docs/api.md "Captcha"): the provider lookup and one verifier
 * per provider (the built-in slider's tickets, Tencent's server-side check), under the production
 * rules of `captchaSettings` (the gate's `startProblem()` is checked when the routes register).
 * @param input the database, the API's clock, the log, the deploy folder (if any) and the options
 * @returns the gate the routes use
 * @throws Error when the dev answers are asked for under `NODE_ENV=production`
 */
export function createCaptchaGate(input: {
  db: Kysely<Database>;
  now: () => Date;
  log: CaptchaLog;
  deployDir?: string;
  options?: CaptchaOptions;
}): CaptchaGate {
  const { db, log, deployDir, options = {} } = input;
  const clock = options.now ?? input.now;
  const provider =
    options.provider ??
    (deployDir ? captchaProviderOfRegistry(path.join(deployDir, 'mf-registry.json')) : 'builtin');
  const config =
    options.tencent === undefined ? tencentCaptchaConfigFromEnv(process.env) : options.tencent;
  const settings = captchaSettings(options, process.env);
  if (settings.production && settings.builtinAllowed) {
    log.warn(
      {},
      '内置滑块验证码已在生产环境启用（XH_CAPTCHA_BUILTIN_IN_PRODUCTION=1），仅限本机试用',
    );
  }
  return captchaGate(
    provider,
    {
      builtin: builtinVerifier(db, clock),
      tencent: tencentVerifier({
        config,
        db,
        now: clock,
        log,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      }),
    },
    clock,
    {
      builtinAllowed: settings.builtinAllowed,
      devAnswers: settings.devAnswers,
      startProblem: (name) => captchaStartProblem(name, settings, config !== null),
    },
  );
}
