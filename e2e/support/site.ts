import { expect, type Page } from '@playwright/test';

/** The seeded demo account (api/src/db/seed/users.ts; README). */
export const DEMO = { phone: '13800138000', password: 'Xh@2026demo' } as const;

/**
 * Where the notch is in a challenge picture, found the way a sighted person finds it: the image is
 * drawn on a canvas in the page and the columns of its light outline are looked for (the
 * outline's left and right edges fill a fifth of the height with near-white pixels; the background
 * never gets that light). Runs in the browser.
 * @returns the notch position, 0–1 along the piece's travel, or -1 when none is seen
 */
function notchPosition(img: HTMLImageElement): number {
  const canvas = document.createElement('canvas');
  canvas.width = img.naturalWidth;
  canvas.height = img.naturalHeight;
  const context = canvas.getContext('2d');
  if (!context) return -1;
  context.drawImage(img, 0, 0);
  const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
  const edges: number[] = [];
  for (let x = 0; x < width; x += 1) {
    let light = 0;
    for (let y = 0; y < height; y += 1) {
      const i = (y * width + x) * 4;
      if (Math.min(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0) >= 235) light += 1;
    }
    if (light >= height / 5) edges.push(x);
  }
  const left = edges[0];
  const right = edges[edges.length - 1];
  if (left === undefined || right === undefined) return -1;
  return left / (width - (right - left + 1));
}

/**
 * Solves the built-in slider captcha once its dialog is open, as a keyboard user does: looks at
 * the picture for the notch, focuses the handle and presses the right arrow once per 1 % step at
 * a person's pace (45–85 ms apart, above the key-repeat floor the API accepts), waits a moment and
 * presses Enter. The API's challenge answer says nothing about the notch's position.
 */
export async function solveSliderCaptcha(page: Page): Promise<void> {
  const picture = page.getByRole('img', { name: /验证码图片/ });
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  const target = await picture.evaluate(notchPosition);
  expect(target, 'the notch is visible in the picture').toBeGreaterThan(0);
  const slider = page.getByRole('slider', { name: '拖动滑块到缺口位置' });
  await slider.focus();
  await page.waitForTimeout(300);
  const steps = Math.round(target * 100);
  for (let i = 0; i < steps; i += 1) {
    await slider.press('ArrowRight');
    await page.waitForTimeout(45 + ((i * 17) % 41));
  }
  await page.waitForTimeout(300);
  await slider.press('Enter');
}

/**
 * Logs in with the demo account through the built-in slider captcha: fills the form, submits, and
 * solves the captcha that opens (`solveSliderCaptcha`).
 */
export async function loginThroughSlider(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: '手机号' }).fill(DEMO.phone);
  await page.getByRole('textbox', { name: '密码' }).fill(DEMO.password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await solveSliderCaptcha(page);
}

/**
 * Serves this page's documents as a page whose server render was not used (nginx's static
 * fallback, or a render that failed or ran past its budget: docs/performance.md "Server
 * rendering"): the registry and the loader data the server put into the HTML are taken out, so
 * the shell fetches `/mf-registry.json`, renders afresh and its loaders call the API from the
 * browser, where a test can intercept those requests.
 * @param page the test's page, before its first `goto`
 */
export async function withoutServerData(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<script type="application\/json" id="xh-(?:registry|ssr)">[\s\S]*?<\/script>/g,
      '',
    );
    return route.fulfill({ response, body: html });
  });
}
