/**
 * The global of Tencent's captcha script `TJCaptcha.js` (only the parts we use).
 * Callback `ret`: 0 passed, 2 closed by the user.
 */
interface TencentCaptchaCallbackResult {
  ret: number;
  ticket?: string;
  randstr?: string;
  errorCode?: number;
  errorMessage?: string;
}

interface TencentCaptchaInstance {
  show(): void;
  destroy(): void;
}

interface TencentCaptchaConstructor {
  new (
    appId: string,
    callback: (result: TencentCaptchaCallbackResult) => void,
    options: Record<string, unknown>,
  ): TencentCaptchaInstance;
}

interface Window {
  TencentCaptcha?: TencentCaptchaConstructor;
}
