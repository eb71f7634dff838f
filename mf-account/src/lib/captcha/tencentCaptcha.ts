import { getSiteConfig } from '@xingheng/shared';
import { CAPTCHA_UNAVAILABLE, type CaptchaProvider } from './types';

/** Tencent's captcha script, loaded on first use. */
export const TENCENT_CAPTCHA_SCRIPT = 'https://turing.captcha.qcloud.com/TJCaptcha.js';

let loading: Promise<boolean> | null = null;

/** Loads the script once (a failed load is retried on the next call). Browser only. */
function loadScript(): Promise<boolean> {
  if (window.TencentCaptcha) return Promise.resolve(true);
  if (!loading) {
    loading = new Promise<boolean>((resolve) => {
      const script = document.createElement('script');
      script.src = TENCENT_CAPTCHA_SCRIPT;
      script.async = true;
      script.onload = () => resolve(true);
      script.onerror = () => {
        loading = null;
        script.remove();
        resolve(false);
      };
      document.head.appendChild(script);
    });
  }
  return loading;
}

/**
 * Tencent's slider captcha (SPEC §5, production). `verify()` loads `TJCaptcha.js` on first call,
 * shows the captcha for `getSiteConfig().captcha.appId` and resolves with the callback's
 * `{ ret, ticket, randstr }`; resolves `ret` -1 when the script fails to load. Never rejects.
 */
export const tencentCaptchaProvider: CaptchaProvider = {
  async verify() {
    const loaded = await loadScript();
    const TencentCaptcha = window.TencentCaptcha;
    if (!loaded || !TencentCaptcha) return CAPTCHA_UNAVAILABLE;
    return new Promise((resolve) => {
      try {
        const captcha = new TencentCaptcha(
          getSiteConfig().captcha.appId,
          (res) => resolve({ ret: res.ret, ticket: res.ticket ?? '', randstr: res.randstr ?? '' }),
          {},
        );
        captcha.show();
      } catch {
        resolve(CAPTCHA_UNAVAILABLE);
      }
    });
  },
};

/** Test helper: forgets a pending or finished script load. */
export function resetTencentCaptchaForTests(): void {
  loading = null;
}
