import { expect, type Locator, type Page } from '@playwright/test';

/** The seeded demo account (api/src/db/seed/users.ts; README). */
export const DEMO = { phone: '13800138000', password: 'Xh@2026demo' } as const;

/**
 * Where the notch of the open challenge is, as a person sees it in the picture: the picture no
 * longer gives it away to a script (docs/api.md "Captcha"), so the test asks the API's dev answer
 * endpoint (`XH_CAPTCHA_ANSWERS=1` on the e2e server, never in production) for the challenge the
 * dialog shows.
 * @returns the notch position, 0–1 along the piece's travel
 */
async function openChallengeAnswer(page: Page): Promise<number> {
  const picture = page.locator('[data-challenge-id]');
  await expect(picture.getByRole('img', { name: /验证码图片/ })).toBeVisible();
  const challengeId = (await picture.getAttribute('data-challenge-id')) ?? '';
  // The site the page is on (a release site of its own runs on another port than `baseURL`).
  const origin = new URL(page.url()).origin;
  const answer = await page.request.get(
    `${origin}/api/dev/captcha/answer?challengeId=${encodeURIComponent(challengeId)}`,
  );
  expect(answer.status(), 'the dev answer of the open challenge').toBe(200);
  return ((await answer.json()) as { data: { position: number } }).data.position;
}

/** How the test moves the slider's handle: a mouse drag, or the arrow keys. */
export type SliderInput = 'pointer' | 'key';

/**
 * Solves the built-in slider captcha once its dialog is open, driving the real widget as a person
 * does: learns where the notch is (`openChallengeAnswer`), then either drags the handle with the
 * mouse (a short pause after pressing, speeding up and slowing down on the way in, released on the
 * notch) or focuses it and presses the right arrow once per 1 % step, slowly at first, quicker in
 * the middle and slowly again near the notch, then Enter. Both pass the API's trace checks the
 * same way a person's movement does; an even rhythm would be refused.
 * @param input `pointer` (default) or `key`
 */
export async function solveSliderCaptcha(
  page: Page,
  input: SliderInput = 'pointer',
): Promise<void> {
  const target = await openChallengeAnswer(page);
  const slider = page.getByRole('slider', { name: '拖动滑块到缺口位置' });
  await page.waitForTimeout(400);
  if (input === 'key') {
    await slider.focus();
    const steps = Math.round(target * 100);
    for (let i = 1; i <= steps; i += 1) {
      await slider.press('ArrowRight');
      await page.waitForTimeout(25 + Math.round(90 * (1 - Math.sin((Math.PI * i) / steps))));
    }
    await page.waitForTimeout(300);
    await slider.press('Enter');
    return;
  }
  const handle = await slider.boundingBox();
  const track = await slider.locator('..').boundingBox();
  if (!handle || !track) throw new Error('the slider is not on screen');
  const travel = track.width - handle.width;
  const y = handle.y + handle.height / 2;
  const startX = handle.x + handle.width / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  await page.waitForTimeout(120);
  const moves = 45;
  for (let i = 1; i <= moves; i += 1) {
    const s = i / moves;
    const eased = 10 * s ** 3 - 15 * s ** 4 + 6 * s ** 5;
    await page.mouse.move(startX + eased * target * travel, y + Math.sin(i / 4) * 2);
    await page.waitForTimeout(12 + (i % 3) * 4);
  }
  await page.waitForTimeout(150);
  await page.mouse.up();
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
 * Opens the header's account menu (shell/src/layout/header/UserMenu.tsx) by pointing at its
 * trigger, as a visitor does, and waits until the menu is in place: the menu is first laid out at
 * the top of the page, then aligned under the trigger and slid in. Pointing at an item before that
 * (as a click does) takes the pointer off the trigger and the not yet reachable menu, which closes
 * a hover menu; on a loaded runner a click then waited 30 s for an item that had gone
 * (`oauthLogin.spec.ts`, 2026-11-29).
 * @param page the page
 * @param trigger the account button (its name is the phone number)
 * @returns the menu, once its items are under the trigger and its opening animation is over
 */
export async function openAccountMenu(page: Page, trigger: Locator): Promise<Locator> {
  await trigger.hover();
  const menu = page
    .getByRole('menu')
    .filter({ has: page.getByRole('menuitem', { name: '退出登录' }) });
  await expect(menu).toBeVisible();
  await expect
    .poll(async () => {
      const [menuBox, triggerBox] = await Promise.all([menu.boundingBox(), trigger.boundingBox()]);
      return (
        menuBox !== null && triggerBox !== null && menuBox.y >= triggerBox.y + triggerBox.height
      );
    })
    .toBe(true);
  await menu.evaluate((element) =>
    Promise.all(
      (element.parentElement ?? element)
        .getAnimations({ subtree: true })
        .map((animation) => animation.finished),
    ),
  );
  return menu;
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

/**
 * The CLS of the load so far: the layout-shift entries not caused by input, summed (buffered, so
 * shifts before the call count), read 300 ms after the call.
 * @returns the sum of the shifts' values
 */
export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}
