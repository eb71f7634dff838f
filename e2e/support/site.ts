import { expect, type Page } from '@playwright/test';

/** The seeded demo account (api/src/db/seed/users.ts; README). */
export const DEMO = { phone: '13800138000', password: 'Xh@2026demo' } as const;

/**
 * Logs in through the built-in slider captcha: fills the form, reads the challenge's target from
 * the API answer and moves the slider there with the keyboard (1% per arrow key), then submits.
 */
export async function loginThroughSlider(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: '手机号' }).fill(DEMO.phone);
  await page.getByRole('textbox', { name: '密码' }).fill(DEMO.password);
  const challenge = page.waitForResponse('**/api/captcha/slider/challenge');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  const { data } = (await (await challenge).json()) as { data: { target: number } };
  const slider = page.getByRole('slider', { name: '拖动滑块到缺口位置' });
  await expect(slider).toBeVisible();
  await slider.focus();
  const steps = Math.round(data.target * 100);
  for (let i = 0; i < steps; i += 1) await slider.press('ArrowRight');
  await page.waitForTimeout(400); // a human-speed drag: the API rejects drags under 300 ms
  await slider.press('Enter');
}
