import { use } from 'react';
import { CaptchaContext } from './captchaContext';
import type { CaptchaProvider } from './types';

/**
 * The captcha provider for this page (SPEC §5): Tencent's when the site config says
 * `captcha.provider === 'tencent'`, otherwise the built-in slider modal of the enclosing
 * `<CaptchaHost>`.
 * @throws Error when used outside a `<CaptchaHost>`
 */
export function useCaptchaProvider(): CaptchaProvider {
  const provider = use(CaptchaContext);
  if (!provider) throw new Error('useCaptchaProvider 需要在 <CaptchaHost> 内使用');
  return provider;
}
