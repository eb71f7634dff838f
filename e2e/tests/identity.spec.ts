import { loginThroughSlider } from '../support/site';
import { expect, test } from '../support/test';

/**
 * Identity verification (SPEC §2 `/user/auth`; docs/api.md "Identity verification") end to end:
 * the page is guarded, the demo account verifies with the published example of GB 11643 and the
 * default verifier approves it at once; the state is the server's, so it survives a reload.
 */
test(
  'the demo account verifies its identity with a valid ID number and sees 已认证',
  { tag: '@mf-account' },
  async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/user/auth');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fuser%2Fauth$/);
    await loginThroughSlider(page);

    await expect(page).toHaveURL(/\/user\/auth$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('实名认证');
    const status = page.getByRole('region', { name: /认证状态/ });
    await expect(status).toContainText('未认证');
    // Fits the narrow screen: nothing wider than the viewport.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    const form = page.getByRole('form', { name: '个人认证' });
    await form.getByLabel('真实姓名').fill('张三');
    await form.getByLabel('身份证号').fill('11010519491231003X');
    await form.getByRole('button', { name: /提交认证/ }).click();
    await expect(form.getByText('身份证号不正确，请核对出生日期和末位校验码')).toBeVisible();

    await form.getByLabel('身份证号').fill('11010519491231002X');
    await form.getByRole('button', { name: /提交认证/ }).click();
    await expect(status).toContainText('已认证');
    await expect(status).toContainText('1101**********002X');
    await expect(page.getByRole('form', { name: '个人认证' })).toHaveCount(0);

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.reload();
    await expect(page.getByRole('region', { name: /认证状态/ })).toContainText('已认证');
    await expect(page.getByRole('tab', { name: '个人认证' })).toHaveCount(0);
  },
);
