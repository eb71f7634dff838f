import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { getSiteConfig, type CaptchaResult } from '@xingheng/shared';
import { CaptchaContext } from '../../lib/captcha/captchaContext';
import type { SliderCaptchaApi } from '../../lib/captcha/sliderApi';
import { tencentCaptchaProvider } from '../../lib/captcha/tencentCaptcha';
import type { CaptchaProvider } from '../../lib/captcha/types';
import './captchaHost.css';

/** The slider's modal code (antd's Modal, its providers and the panel), fetched once, on first need. */
const loadSliderModal = () => import('./ScopedSliderCaptchaModal');
const SliderCaptchaModal = lazy(() =>
  loadSliderModal().then(({ ScopedSliderCaptchaModal: modal }) => ({ default: modal })),
);

/**
 * Provides the page's captcha (SPEC §5) to `useCaptchaProvider()` and renders the built-in slider
 * modal when that is the active provider: its `verify()` opens the modal and resolves with the
 * modal's result (`ret` 0 passed, 2 closed). The modal's code is not part of the page: it is
 * fetched when a field of the page first gets focus (the visitor is about to submit) or at the
 * latest on the first `verify()`, and stays mounted from then on.
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
  const [opened, setOpened] = useState(false);

  const builtin = useMemo<CaptchaProvider>(
    () => ({
      verify: () =>
        new Promise<CaptchaResult>((resolve) => {
          setOpened(true);
          setPending({ resolve });
        }),
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
      <div
        className="acc-captcha-host"
        onFocusCapture={
          active === builtin ? () => void loadSliderModal().catch(() => undefined) : undefined
        }
      >
        {children}
      </div>
      {active === builtin && opened && (
        <Suspense fallback={null}>
          <SliderCaptchaModal open={pending !== null} api={api} onResult={settle} />
        </Suspense>
      )}
    </CaptchaContext>
  );
}
