import type { CaptchaProviderName } from '../security/headers';

type Env = Readonly<Record<string, string | undefined>>;

/** What the captcha may do in this process (docs/api.md "Captcha", docs/security.md). */
export interface CaptchaSettings {
  /** `NODE_ENV` is `production`. */
  production: boolean;
  /**
   * The built-in slider may give tickets: always outside production; under `NODE_ENV=production`
   * only with `XH_CAPTCHA_BUILTIN_IN_PRODUCTION=1` (a local trial of a production build).
   */
  builtinAllowed: boolean;
  /** The dev answer endpoint `GET /api/dev/captcha/answer` exists (`XH_CAPTCHA_ANSWERS=1`). */
  devAnswers: boolean;
}

/**
 * The captcha's settings from the explicit plugin options, else the environment. The dev answer
 * endpoint tells anyone where the notch is, so it is refused under `NODE_ENV=production` however
 * it was asked for, like the SMS outbox (sms/outboxSetting.ts).
 * @param explicit `allowBuiltinInProduction` and `devAnswers` of `CaptchaOptions` (undefined: read
 *   `XH_CAPTCHA_BUILTIN_IN_PRODUCTION` / `XH_CAPTCHA_ANSWERS`, `1` meaning on)
 * @param env the process environment
 * @returns the settings
 * @throws Error when the dev answers are asked for under `NODE_ENV=production`
 */
export function captchaSettings(
  explicit: { allowBuiltinInProduction?: boolean; devAnswers?: boolean },
  env: Env,
): CaptchaSettings {
  const production = env.NODE_ENV === 'production';
  const devAnswers = explicit.devAnswers ?? env.XH_CAPTCHA_ANSWERS === '1';
  if (devAnswers && production) {
    throw new Error(
      '滑块验证码的答案接口（XH_CAPTCHA_ANSWERS）只供开发与测试，不能在生产环境开启 / ' +
        'XH_CAPTCHA_ANSWERS is for development and tests only and is refused under NODE_ENV=production',
    );
  }
  const allowed = explicit.allowBuiltinInProduction ?? env.XH_CAPTCHA_BUILTIN_IN_PRODUCTION === '1';
  return { production, builtinAllowed: !production || allowed, devAnswers };
}

/**
 * Why the server must not start with this captcha (SPEC §5: a third-party captcha is required in
 * production), or null when it may. Checked once when the API starts (`captchaRoutes`); later
 * switches of the registry to `builtin` are refused per request instead (the built-in slider's
 * routes answer 404 and its tickets fail).
 * @param provider the active provider at start
 * @param settings `captchaSettings(…)`
 * @param tencentConfigured whether Tencent's server-side settings are present
 * @returns a Chinese and English message naming the setting to change, or null
 */
export function captchaStartProblem(
  provider: CaptchaProviderName,
  settings: CaptchaSettings,
  tencentConfigured: boolean,
): string | null {
  if (!settings.production) return null;
  if (provider === 'builtin' && !settings.builtinAllowed) {
    return (
      '生产环境（NODE_ENV=production）不能使用内置滑块验证码：请在 mf-registry.json 中把 ' +
      'site.captcha.provider 设为 "tencent" 并配置 TENCENT_CAPTCHA_APP_ID、' +
      'TENCENT_CAPTCHA_APP_SECRET_KEY、TENCENTCLOUD_SECRET_ID、TENCENTCLOUD_SECRET_KEY；' +
      '仅在本机试用生产构建时可设 XH_CAPTCHA_BUILTIN_IN_PRODUCTION=1。 / ' +
      'The built-in slider captcha is refused under NODE_ENV=production: set ' +
      'site.captcha.provider to "tencent" in mf-registry.json with the TENCENT_CAPTCHA_* and ' +
      'TENCENTCLOUD_* variables, or XH_CAPTCHA_BUILTIN_IN_PRODUCTION=1 for a local trial only.'
    );
  }
  if (provider === 'tencent' && !tencentConfigured) {
    return (
      '腾讯验证码未配置：请设置 TENCENT_CAPTCHA_APP_ID、TENCENT_CAPTCHA_APP_SECRET_KEY、' +
      'TENCENTCLOUD_SECRET_ID、TENCENTCLOUD_SECRET_KEY。 / Tencent captcha is the provider but ' +
      'TENCENT_CAPTCHA_APP_ID, TENCENT_CAPTCHA_APP_SECRET_KEY, TENCENTCLOUD_SECRET_ID and ' +
      'TENCENTCLOUD_SECRET_KEY are not all set.'
    );
  }
  return null;
}
