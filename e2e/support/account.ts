import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { solveSliderCaptcha } from './site';

/** The per-phone wait between two SMS (docs/api.md "SMS codes"), plus a margin, in ms. */
export const SMS_RESEND_WAIT_MS = 61_000;

/**
 * A mainland mobile number no other test of this run uses: 139, the last 7 digits of the time plus
 * `offset` (retries and several phones in one test differ), and the worker's parallel index (two
 * workers asking in the same millisecond differ).
 */
export function freshPhone(offset = 0): string {
  return `139${String(Date.now() + offset).slice(-7)}${test.info().parallelIndex % 10}`;
}

/** What an SMS code is for (docs/api.md "SMS codes"). */
export type SmsPurpose = 'login' | 'register' | 'reset' | 'bindWx' | 'bindQq';

/**
 * The newest `purpose` SMS code sent to `phone`, read from the API's dev outbox (on in the e2e
 * server, docs/api.md "SMS codes"), waiting for it to arrive: an earlier code of another purpose
 * (already used) is never taken for it.
 * @throws when no such code reaches the outbox within 10 s
 */
export async function smsCodeFor(
  request: APIRequestContext,
  phone: string,
  purpose: SmsPurpose,
): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/dev/sms/outbox?phone=${phone}`);
        const body = (await answer.json()) as {
          data: { list: { code: string | null; purpose: string }[] };
        };
        code = body.data.list.find((sms) => sms.purpose === purpose)?.code ?? null;
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

/**
 * Registers `phone` with `password` on `/user/register` as a person does: phone, 获取验证码 (the
 * slider captcha opens and is solved), the code from the outbox, the password twice, consent, 注册.
 * Ends logged in on the home page.
 * @returns when the register SMS went out (epoch ms): the phone's next SMS is due a minute later
 */
export async function registerThroughPage(
  page: Page,
  phone: string,
  password: string,
): Promise<number> {
  await page.goto('/user/register');
  await page.getByRole('textbox', { name: '手机号' }).fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await solveSliderCaptcha(page);
  await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  const sentAt = Date.now();
  await page
    .getByRole('textbox', { name: '短信验证码' })
    .fill(await smsCodeFor(page.request, phone, 'register'));
  await page.getByLabel('设置密码').fill(password);
  await page.getByLabel('确认密码').fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /注\s*册/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: new RegExp(phone) })).toBeVisible();
  return sentAt;
}
