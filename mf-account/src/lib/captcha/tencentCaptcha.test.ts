import { setSiteConfig, DEFAULT_SITE_CONFIG } from '@xingheng/shared';
import {
  resetTencentCaptchaForTests,
  TENCENT_CAPTCHA_SCRIPT,
  tencentCaptchaProvider,
} from './tencentCaptcha';

afterEach(() => {
  resetTencentCaptchaForTests();
  delete window.TencentCaptcha;
  document.head.innerHTML = '';
  setSiteConfig(DEFAULT_SITE_CONFIG);
});

function scriptTag(): HTMLScriptElement {
  const script = document.head.querySelector<HTMLScriptElement>(
    `script[src="${TENCENT_CAPTCHA_SCRIPT}"]`,
  );
  if (!script) throw new Error('script tag not added');
  return script;
}

test('loads the script on first use and resolves ret -1 when it fails to load', async () => {
  expect(document.head.querySelector('script')).toBeNull();
  const pending = tencentCaptchaProvider.verify();
  scriptTag().dispatchEvent(new Event('error'));
  await expect(pending).resolves.toEqual({ ret: -1, ticket: '', randstr: '' });
});

test("resolves with the captcha callback's result, using the configured app id", async () => {
  setSiteConfig({ ...DEFAULT_SITE_CONFIG, captcha: { provider: 'tencent', appId: '190000001' } });
  const show = jest.fn();
  const created: string[] = [];
  window.TencentCaptcha = class {
    constructor(
      appId: string,
      callback: (r: { ret: number; ticket?: string; randstr?: string }) => void,
    ) {
      created.push(appId);
      setTimeout(() => callback({ ret: 0, ticket: 'tk', randstr: 'rs' }), 0);
    }
    show = show;
    destroy = jest.fn();
  };
  await expect(tencentCaptchaProvider.verify()).resolves.toEqual({
    ret: 0,
    ticket: 'tk',
    randstr: 'rs',
  });
  expect(created).toEqual(['190000001']);
  expect(show).toHaveBeenCalled();
  expect(document.head.querySelector('script')).toBeNull();
});
