import type { Page } from '@playwright/test';
import { freshPhone, smsCodeFor } from '../support/account';
import { openAccountMenu, solveSliderCaptcha } from '../support/site';
import { expect, test } from '../support/test';

/**
 * WeChat login through the local sandbox provider (docs/api.md "WeChat and QQ login"): the e2e
 * site runs with the sandbox provider (`XH_OAUTH_PROVIDER=sandbox`) and the dev SMS outbox on
 * (`XH_SMS_OUTBOX=1`, both in playwright.config.ts), so the test reads the binding code as a person
 * reads their phone.
 */

/** On /login: 微信, then agree in the sandbox as the sandbox user `name`. */
async function weChatAuthorize(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: '微信', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '微信授权登录' })).toBeVisible();
  await page.getByLabel('沙盒用户').fill(name);
  await page.getByRole('button', { name: '同意授权' }).click();
}

test(
  'WeChat sandbox login binds a fresh phone, and the same WeChat then logs straight in',
  { tag: '@mf-account' },
  async ({ page }) => {
    const phone = freshPhone();
    const name = `e2e-${Date.now()}`;

    await page.goto('/login');
    await weChatAuthorize(page, name);
    await expect(page).toHaveURL(/\/login\?platform=wechat&code=[\w-]+&state=[\w-]+$/);
    await expect(page.getByRole('heading', { name: '绑定手机号' })).toBeVisible();
    await page.getByRole('textbox', { name: '手机号' }).fill(phone);
    await page.getByRole('button', { name: '获取验证码' }).click();
    // Every SMS send is captcha-gated (docs/api.md "SMS codes").
    await solveSliderCaptcha(page);
    await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    await page
      .getByRole('textbox', { name: '短信验证码' })
      .fill(await smsCodeFor(page.request, phone, 'bindWx'));
    await page.getByRole('button', { name: /绑定并登录/ }).click();

    await expect(page).toHaveURL(/\/$/);
    const account = page.getByRole('button', { name: new RegExp(phone) });
    await expect(account).toBeVisible();
    const menu = await openAccountMenu(page, account);
    await menu.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await weChatAuthorize(page, name);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: new RegExp(phone) })).toBeVisible();
  },
);

test(
  'cancelling in the sandbox comes back to /login with a message and 重新登录',
  { tag: '@mf-account' },
  async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: '微信', exact: true }).click();
    await page.getByRole('button', { name: '拒绝' }).click();
    await expect(page.getByRole('alert')).toHaveText(/你已取消微信授权/);
    await page.getByRole('button', { name: '重新登录' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: '微信', exact: true })).toBeVisible();
  },
);
