import { MARKETING_PAGES } from 'mf-marketing/content';
import { layoutShift, withoutServerData } from '../support/site';
import { expect, test } from '../support/test';

/** Every marketing route of SPEC §2, on the production build as `npm start` serves it. */

const TERMS = ['collect', 'data', 'integration', 'privacy-child', 'share'];

/** Every page record of mf-marketing (static pages, 13 solutions, 7 hardware) plus API-driven pages. */
const ROUTES = [
  '/',
  ...MARKETING_PAGES.map((page) => page.path),
  '/productSolution?tab=2',
  '/productSolution?tab=3',
  '/productSolution/services/details/6',
  '/productSolution/services/details/7',
  '/productSolution/services/details/8',
  '/news?page=2',
  '/news/details/1',
  ...TERMS.map((slug) => `/terms/${slug}`),
];

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
]) {
  test(
    `every marketing route is a finished page at ${viewport.width}px`,
    { tag: '@mf-marketing' },
    async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      for (const path of ROUTES) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        const h1 = page.getByRole('heading', { level: 1 });
        await expect(h1, path).toHaveCount(1);
        await expect(h1, path).toBeVisible();
        await expect(page, path).toHaveTitle(/ - 星衡时空$|^星衡时空 - /);
        const description = await page
          .locator('meta[name="description"]')
          .last()
          .getAttribute('content');
        expect(description?.length ?? 0, `${path} meta description`).toBeGreaterThan(10);
        await expect(page.getByText('该栏目暂时无法访问'), path).toHaveCount(0);
        await expect(page.getByText('抱歉，您访问的页面不存在。'), path).toHaveCount(0);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${path} horizontal overflow`).toBeLessThanOrEqual(1);
        expect(await layoutShift(page), `${path} layout shift`).toBeLessThan(0.1);
      }
    },
  );
}

test(
  'the productSolution tab follows the URL both ways',
  { tag: '@mf-marketing' },
  async ({ page }) => {
    await page.goto('/productSolution?tab=2');
    await expect(page.getByRole('tab', { name: /硬件/ })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: /方案/ }).click();
    await expect(page).toHaveURL(/\?tab=3$/);
    await expect(page.getByRole('tabpanel', { name: '更多行业方案' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\?tab=2$/);
    await expect(page.getByRole('tab', { name: /硬件/ })).toHaveAttribute('aria-selected', 'true');
    // The keyboard: → opens the next tab and keeps the focus on it.
    await page.getByRole('tab', { name: /硬件/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\?tab=3$/);
    await expect(page.getByRole('tab', { name: /方案/ })).toBeFocused();
  },
);

test(
  'the productSolution tabs work before the page is hydrated',
  { tag: '@mf-marketing' },
  async ({ browser }) => {
    // Without JavaScript the page stays as the server sent it, as before hydration: each tab is a
    // link to its own address, which the server renders with that tab open.
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/productSolution');
      await page.getByRole('tab', { name: 'GNSS 与 IMU 硬件' }).click();
      await expect(page).toHaveURL(/\/productSolution\?tab=2$/);
      const tab = page.getByRole('tab', { name: 'GNSS 与 IMU 硬件' });
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(
        page
          .getByRole('tabpanel', { name: 'GNSS 与 IMU 硬件' })
          .getByRole('link', { name: /T-BOX/ }),
      ).toBeVisible();
    } finally {
      await context.close();
    }
  },
);

test(
  'the news filter and pager, and the job filters and rows, work before the page is hydrated',
  { tag: '@mf-marketing' },
  async ({ browser }) => {
    // Without JavaScript the page stays as the server sent it: the filters and the pager are
    // links to their own addresses, and the job and FAQ rows are native <details>.
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/news');
      await page
        .getByRole('navigation', { name: '分页' })
        .getByRole('link', { name: '第 2 页' })
        .click();
      await expect(page).toHaveURL(/\/news\?page=2$/);
      await expect(page.getByRole('link', { name: '第 2 页' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const categories = page.getByRole('navigation', { name: '新闻分类' });
      await categories.getByRole('link', { name: '产品发布' }).click();
      await expect(page).toHaveURL(`/news?category=${encodeURIComponent('产品发布')}`);
      await expect(categories.getByRole('link', { name: '产品发布' })).toHaveAttribute(
        'aria-current',
        'page',
      );

      await page.goto('/aboutus/join');
      await page
        .getByRole('navigation', { name: '工作城市' })
        .getByRole('link', { name: '西安' })
        .click();
      await expect(page).toHaveURL(`/aboutus/join?city=${encodeURIComponent('西安')}`);
      await expect(page.getByText('硬件工程师（射频）')).toHaveCount(0);
      const duty = page.getByText('编写测试规范与报告，推动设计问题闭环');
      const row = page.locator('summary', { hasText: '硬件测试工程师' });
      await expect(row).toBeVisible();
      await expect(duty).toBeHidden();
      await row.focus();
      await page.keyboard.press('Enter');
      await expect(duty).toBeVisible();

      await page.goto('/aboutus/dayiJoin');
      const question = page.locator('summary', { hasText: '可以同时投递多个方向吗？' });
      const answer = page.getByText(/每人最多填报两个志愿方向/);
      await expect(answer).toBeHidden();
      await question.click();
      await expect(answer).toBeVisible();
    } finally {
      await context.close();
    }
  },
);

test(
  'the job filters follow the URL both ways and 清除筛选 lifts them',
  { tag: '@mf-marketing' },
  async ({ page }) => {
    await page.goto('/aboutus/join');
    const cities = page.getByRole('navigation', { name: '工作城市' });
    await cities.getByRole('link', { name: '西安' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/aboutus/join?city=${encodeURIComponent('西安')}`);
    await expect(cities.getByRole('link', { name: '西安' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByText('硬件工程师（射频）')).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/aboutus\/join$/);
    await expect(page.getByText('硬件工程师（射频）')).toBeVisible();

    await page.goto(
      `/aboutus/join?city=${encodeURIComponent('西安')}&category=${encodeURIComponent('算法')}`,
    );
    await expect(page.getByText('暂无符合条件的职位')).toBeVisible();
    await page.getByRole('link', { name: '清除筛选' }).click();
    await expect(page).toHaveURL(/\/aboutus\/join$/);
    await expect(page.getByText('硬件工程师（射频）')).toBeVisible();
  },
);

test(
  'a news body with a script never runs it',
  { tag: '@mf-marketing' },
  async ({ page, pageErrors }) => {
    // DOMPurify parses the body in an inert document; Chromium still reports the attacker's inline
    // handler to the page's CSP there (script-src-attr): defence in depth, and nothing runs.
    pageErrors.expectCspViolation(
      /^CSP violation: script-src-attr blocked inline/,
      /inline event handler/i,
    );
    // The body is changed on its way from the API to the browser's own loader. Its <img src="x">
    // asks for /news/details/x, which the server answers with its 404 page.
    pageErrors.allow(/status of 404/);
    await withoutServerData(page);
    await page.route('**/api/web/news/1', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { html: string } };
      body.data.html +=
        '<p>正文结束</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2">';
      await route.fulfill({ response, json: body });
    });
    await page.goto('/news/details/1');
    await expect(page.getByText('正文结束')).toBeVisible();
    await page.waitForTimeout(300);
    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
    ).toBeUndefined();
    await expect(page.locator('main script')).toHaveCount(0);
    await expect(page.locator('main [onerror]')).toHaveCount(0);
  },
);

test(
  'an unknown service id shows the 404 page',
  { tag: '@mf-marketing' },
  async ({ page, pageErrors }) => {
    pageErrors.allow(/Failed to load resource: the server responded with a status of 404/);
    await page.goto('/productSolution/services/details/999');
    await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();
    await page.goto('/productSolution/hardware/x-box');
    await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();
  },
);

test(
  'the header search finds a solution page by a Chinese word',
  { tag: '@mf-marketing' },
  async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('combobox', { name: '站内搜索' });
    await search.fill('港口');
    const hit = page.getByRole('option', { name: /智慧港口/ }).first();
    await expect(hit).toBeVisible();
    await expect(hit.locator('mark').first()).toHaveText('港口');
    await hit.click();
    await expect(page).toHaveURL(/\/productSolution\/solution\/smartPort$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('港口');
  },
);

test(
  'the partner form sends an application from the keyboard and shows its reference id',
  { tag: '@mf-marketing' },
  async ({ page }) => {
    await page.goto('/partner');
    const form = page.getByRole('form', { name: '合作申请' });
    const company = form.getByLabel('公司名称');
    // Plain controls stay disabled until the page is hydrated.
    await expect(company).toBeEnabled();
    await company.fill('云岭农机装备有限公司');
    await form.getByLabel('联系人').fill('王建国');
    await form.getByLabel('联系电话').fill('13912345678');
    await form.getByLabel('合作类型').selectOption({ label: '系统集成' });
    await form.getByLabel('合作需求').fill('希望将厘米级服务集成到自动驾驶拖拉机的导航系统中。');
    await form.getByLabel('联系电话').press('Enter');
    const title = page.getByRole('heading', { name: '提交成功，我们将在 2 个工作日内联系您' });
    await expect(title).toBeFocused();
    await expect(page.getByText(/参考编号：\S+，请妥善保存/)).toBeVisible();
  },
);
