import { useMemo, useState, type ReactNode } from 'react';
import { getSiteConfig, type CaptchaResult } from '@xingheng/shared';
import { CaptchaContext } from '../../lib/captcha/captchaContext';
import { SliderCaptchaModal } from './SliderCaptchaModal';
import type { SliderCaptchaApi } from '../../lib/captcha/sliderApi';
import { tencentCaptchaProvider } from '../../lib/captcha/tencentCaptcha';
import type { CaptchaProvider } from '../../lib/captcha/types';

/**
 * Provides the page's captcha (SPEC §5) to `useCaptchaProvider()` and renders the built-in slider
 * modal when that is the active provider: its `verify()` opens the modal and resolves with the
 * modal's result (`ret` 0 passed, 2 closed).
 * @param provider overrides the choice from the site config (tests pass a fake)
 * @param api the slider's calls (tests pass fakes); defaults to our API
 */
export function CaptchaHost({
  children,
  provider,
  api,
}: {
  children: ReactNode;
  provider?: CaptchaProvider;
  api?: SliderCaptchaApi;
}) {
  const [pending, setPending] = useState<{ resolve: (result: CaptchaResult) => void } | null>(null);

  const builtin = useMemo<CaptchaProvider>(
    () => ({
      verify: () => new Promise<CaptchaResult>((resolve) => setPending({ resolve })),
    }),
    [],
  );

  const settle = (result: CaptchaResult) => {
    pending?.resolve(result);
    setPending(null);
  };

  const active =
    provider ?? (getSiteConfig().captcha.provider === 'tencent' ? tencentCaptchaProvider : builtin);

  return (
    <CaptchaContext value={active}>
      {children}
      {active === builtin && (
        <SliderCaptchaModal open={pending !== null} api={api} onResult={settle} />
      )}
    </CaptchaContext>
  );
}
