import {
  freshPhone,
  registerThroughPage,
  smsCodeFor,
  SMS_RESEND_WAIT_MS,
} from '../support/account';
import { openAccountMenu, solveSliderCaptcha } from '../support/site';
import { expect, test } from '../support/test';

/**
 * Registration, SMS-code login and password reset end to end (docs/api.md "Registration and
 * password reset", "SMS codes"). A phone gets one SMS a minute, so the two flows share one wait:
 * two phones register first, then one logs in by SMS code while the other resets its password.
 */
test(
  'register, log out, log in by SMS code; a password reset ends the old session',
  { tag: '@mf-account' },
  async ({ page, browser }) => {
    test.setTimeout(240_000);
    const loginPhone = freshPhone();
    const resetPhone = freshPhone(1);
    const password = 'Beidou2026x';
    const firstSmsAt = await registerThroughPage(page, loginPhone, password);

    // A second person registers in another browser: that session is the one the reset will end.
    const oldSession = await browser.newContext();
    const oldPage = await oldSession.newPage();
    const secondSmsAt = await registerThroughPage(oldPage, resetPhone, password);

    // Log out, then back in by SMS code once the phone may get another SMS.
    const account = page.getByRole('button', { name: new RegExp(loginPhone) });
    const menu = await openAccountMenu(page, account);
    await menu.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.waitForTimeout(Math.max(0, firstSmsAt + SMS_RESEND_WAIT_MS - Date.now()));
    await page.getByRole('tab', { name: '验证码登录' }).click();
    const smsForm = page.getByRole('form', { name: '验证码登录' });
    await smsForm.getByRole('textbox', { name: '手机号' }).fill(loginPhone);
    await smsForm.getByRole('button', { name: '获取验证码' }).click();
    // Every SMS send is captcha-gated (docs/api.md "SMS codes").
    await solveSliderCaptcha(page);
    await expect(smsForm.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    const code = await smsCodeFor(page.request, loginPhone, 'login');
    await smsForm.getByRole('textbox', { name: '短信验证码' }).fill(code);
    await smsForm.getByRole('button', { name: /登\s*录/ }).click();
    await solveSliderCaptcha(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: new RegExp(loginPhone) })).toBeVisible();

    // Forgotten password, from a third browser, once the other phone may get another SMS.
    await page.waitForTimeout(Math.max(0, secondSmsAt + SMS_RESEND_WAIT_MS - Date.now()));
    const resetContext = await browser.newContext();
    const resetPage = await resetContext.newPage();
    await resetPage.goto('/user/pwd');
    await resetPage.getByRole('textbox', { name: '手机号' }).fill(resetPhone);
    await resetPage.getByRole('button', { name: '获取验证码' }).click();
    await solveSliderCaptcha(resetPage);
    const resetCode = await smsCodeFor(resetPage.request, resetPhone, 'reset');
    await resetPage.getByRole('textbox', { name: '短信验证码' }).fill(resetCode);
    await resetPage.getByRole('button', { name: /下一步/ }).click();
    await resetPage.getByLabel('新密码', { exact: true }).fill('Galileo2026y');
    await resetPage.getByLabel('确认密码').fill('Galileo2026y');
    await resetPage.getByRole('button', { name: /确认重置/ }).click();
    await expect(resetPage.getByText('密码已重置')).toBeVisible();

    // The session from registration is over: its next call is refused and it lands on /login.
    await oldPage.reload();
    await expect(oldPage).toHaveURL(/\/login/);
    await expect(oldPage.getByRole('link', { name: '登录', exact: true })).toBeVisible();

    // The new password logs in.
    await resetPage.getByRole('link', { name: '去登录' }).click();
    await resetPage.getByRole('textbox', { name: '手机号' }).first().fill(resetPhone);
    await resetPage.getByRole('textbox', { name: '密码' }).fill('Galileo2026y');
    await resetPage.getByRole('button', { name: /登\s*录/ }).click();
    // This time with the arrow keys: the keyboard path passes the same checks as a drag.
    await solveSliderCaptcha(resetPage, 'key');
    await expect(resetPage.getByRole('button', { name: new RegExp(resetPhone) })).toBeVisible();
    await oldSession.close();
    await resetContext.close();
  },
);

test(
  'a registered phone gets the answer of a new one and a notice; bad input gets Chinese messages',
  { tag: '@mf-account' },
  async ({ page }) => {
    await page.goto('/user/register');
    await page.getByRole('button', { name: /注\s*册/ }).click();
    await expect(page.getByText('请输入手机号')).toBeVisible();
    await expect(page.getByText('请输入短信验证码')).toBeVisible();
    await expect(page.getByText('请输入密码', { exact: true })).toBeVisible();
    await expect(page.getByText('请阅读并同意《用户协议》和《隐私政策》')).toBeVisible();
    await page.getByRole('textbox', { name: '手机号' }).fill('13800138000');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await solveSliderCaptcha(page);
    // The page cannot tell who is registered (docs/api.md "SMS codes"): the phone's owner reads so.
    await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    const outbox = await page.request.get('/api/dev/sms/outbox?phone=13800138000');
    const list = ((await outbox.json()) as { data: { list: SmsNote[] } }).data.list;
    const notice = list.find((sms) => sms.purpose === 'register');
    expect(notice?.code).toBeNull();
    expect(notice?.text).toContain('已注册');
  },
);

/** An SMS as the dev outbox lists it. */
interface SmsNote {
  purpose: string;
  code: string | null;
  text: string;
}
