import type { Page } from '@playwright/test';
import { layoutShift } from '../support/site';
import { expect, test } from '../support/test';

/**
 * The support section end to end (docs/api.md "Support center", "Notices", "Problem reports",
 * "Ionosphere", "Coverage"): each route renders at a phone's and a desktop's width, a problem
 * report with an attachment gets a ticket that the lookup finds, the coverage lookup, the
 * ionosphere time slider, and ECharts with the map data loading only on the map pages.
 */

/** Every route of mf-support and the h1 it shows (SPEC §2). */
const ROUTES: [string, RegExp][] = [
  ['/support', /支持中心/],
  ['/support/details/11', /.+/],
  ['/support/details/9', /隐私政策/],
  ['/notices', /服务公告/],
  ['/notices/details/1', /.+/],
  ['/notices/bugReport', /问题反馈/],
  ['/notices/bugResponse', /反馈查询/],
  ['/support/iono', /电离层监测/],
  ['/support/map', /覆盖范围/],
  ['/support/map/component/coordinateBox', /坐标覆盖查询/],
  ['/support/map/component/regionBox', /地区覆盖查询/],
  ['/support/map/component/regionBox.', /地区覆盖查询/],
];

/** Collects the scripts a page fetches that hold ECharts or the map data of China. */
function watchMapScripts(page: Page): string[] {
  const found: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (/encodeOffsets|registerMap/.test(body)) found.push(new URL(response.url()).pathname);
  });
  return found;
}

for (const width of [375, 1440]) {
  test(
    `every support route renders its page at ${width}px`,
    { tag: '@mf-support' },
    async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      for (const [path, heading] of ROUTES) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
        await expect(page.getByText('该栏目暂时无法访问'), path).toHaveCount(0);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      }
    },
  );
}

test(
  'an unknown article or notice shows the 404 page',
  { tag: '@mf-support' },
  async ({ page, pageErrors }) => {
    pageErrors.allow(/status of 404/);
    await page.goto('/support/details/999999');
    await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();
    await page.goto('/notices/details/999999');
    await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();
  },
);

test(
  'a problem report with an attachment gets a ticket that the lookup finds',
  { tag: '@mf-support' },
  async ({ page, pageErrors }) => {
    // The lookup with someone else's contact answers 404 on purpose.
    pageErrors.allow(/status of 404/);
    await page.goto('/notices/bugReport');
    const form = page.getByRole('form', { name: '提交问题反馈' });
    await form.locator('label', { hasText: '定位服务异常' }).click();
    await form.getByLabel('涉及的服务或设备').fill('Locate-CM 厘米级服务');
    await form
      .getByLabel('问题描述')
      .fill(
        '11 月 24 日上午在苏州工业园区作业，挂载点 XH_CM_RTCM33 固定率明显下降，频繁回到浮点解。',
      );
    await form.getByLabel('联系方式').fill('13912340000');
    await form.locator('input[type="file"]').setInputFiles({
      name: 'rover.log',
      mimeType: 'text/plain',
      buffer: Buffer.from(
        '$GNGGA,021530.00,3118.1234,N,12043.5678,E,5,20,0.6,12.3,M,6.1,M,1.0,0000*6B\n',
      ),
    });
    await expect(form.getByText('rover.log')).toBeVisible();
    await form.getByRole('button', { name: '提交反馈' }).click();

    await expect(page.getByRole('heading', { name: '反馈已提交' })).toBeVisible();
    const ticket = (await page.locator('.sup-ticket strong').textContent())?.trim() ?? '';
    expect(ticket).toMatch(/^BR\d{8}-[0-9A-Z]{6}$/);
    await page.getByRole('link', { name: '查询处理进度' }).click();

    await expect(page).toHaveURL(new RegExp(`/notices/bugResponse\\?ticketNo=${ticket}`));
    const lookup = page.getByRole('form', { name: '按工单号查询' });
    await expect(lookup.getByLabel('工单号')).toHaveValue(ticket);
    // Someone else's contact is refused, with the same answer as an unknown ticket.
    await lookup.getByLabel('联系方式').fill('13900000000');
    await lookup.getByRole('button', { name: '查询进度' }).click();
    await expect(page.getByText('未找到该工单，请核对工单号和联系方式')).toBeVisible();
    await lookup.getByLabel('联系方式').fill('13912340000');
    await lookup.getByRole('button', { name: '查询进度' }).click();
    await expect(page.getByText('已受理').first()).toBeVisible();
    await expect(page.getByRole('list', { name: '附件' })).toContainText('rover.log');
  },
);

test(
  'a position in Beijing is covered by both services; one in the Pacific by neither',
  { tag: '@mf-support' },
  async ({ page }) => {
    await page.goto('/support/map/component/coordinateBox');
    await page.getByLabel('经度').fill('116°23\'51"E');
    await page.getByLabel('纬度').fill('39.9087');
    await page.getByRole('button', { name: '查询覆盖' }).click();
    const results = page.getByRole('list', { name: '各服务覆盖情况' });
    await expect(results.getByText('已覆盖')).toHaveCount(2);

    await page.getByLabel('经度').fill('150');
    await page.getByLabel('纬度').fill('20');
    await page.getByRole('button', { name: '查询覆盖' }).click();
    await expect(results.getByText('未覆盖')).toHaveCount(2);
    await expect(results.getByText(/最近的覆盖城市/).first()).toBeVisible();

    await page.getByLabel('纬度').fill('95');
    await page.getByRole('button', { name: '查询覆盖' }).click();
    await expect(page.getByText(/纬度/).filter({ hasText: /90/ }).first()).toBeVisible();
  },
);

test(
  'the ionosphere time slider changes the map, and ECharts loads only on map pages',
  { tag: '@mf-support' },
  async ({ page }) => {
    const mapScripts = watchMapScripts(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/支持中心/);
    await page.waitForLoadState('networkidle');
    expect(mapScripts, 'ECharts or the map data on / or /support').toEqual([]);

    const grids: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/web/iono/grid')) grids.push(request.url());
    });
    // The map data is a JSON file of the mf-support build, fetched beside the ECharts chunk.
    const mapData = page.waitForResponse((r) => /\/assets\/china\.[0-9a-f]+\.json$/.test(r.url()));
    await page.goto('/support/iono');
    await expect(page.getByText(/模型数据/).first()).toBeVisible();
    await expect(page.locator('canvas').first()).toBeVisible();
    await expect.poll(() => mapScripts.length).toBeGreaterThan(0);
    // The first grid came with the page (the route loader on the server): not fetched again.
    expect(grids).toEqual([]);
    expect((await mapData).status()).toBe(200);
    await expect(page.getByText('地图组件加载失败，请检查网络后重试。')).toHaveCount(0);
    // Hovering a cell shows its TEC in the page's own tooltip.
    await page.locator('.smap-canvas').hover();
    await expect(page.locator('.smap-tip')).toContainText('TECU');
    const before = await page.locator('output.iono-slider-value').textContent();
    await page.getByRole('button', { name: '前 30 分钟' }).click();
    await expect(page.locator('output.iono-slider-value')).not.toHaveText(before ?? '');
    await expect.poll(() => grids.length).toBe(1);
    expect(grids.at(-1)).toMatch(/time=\d+/);
    // The native range slider moves with the keyboard: End goes to the latest, ← one step back.
    const slider = page.getByRole('slider', { name: /选择时间/ });
    await slider.focus();
    await page.keyboard.press('End');
    await expect(page.locator('output.iono-slider-value')).toHaveText(before ?? '');
    await page.keyboard.press('ArrowLeft');
    await expect(slider).toHaveAttribute('aria-valuetext', /北京时间 \d\d:\d\d/);
    await expect(page.locator('output.iono-slider-value')).not.toHaveText(before ?? '');
    await expect(page.getByRole('button', { name: '后 30 分钟' })).toBeEnabled();
  },
);

/** The map pages: what their server HTML holds (their route loaders' data) and the skeleton it replaces. */
const MAP_PAGES = [
  {
    path: '/support/iono',
    name: 'the ionosphere page',
    inHtml: ['type="range"', '电离层活动', 'smap-canvas-box'],
    skeleton: '正在加载电离层数据',
    worker: 'iono-map',
  },
  {
    path: '/support/map',
    name: 'the coverage map',
    inHtml: ['选择服务', '图例', '各省级行政区的服务覆盖情况', '地区查询', 'smap-canvas-box'],
    skeleton: '正在加载覆盖数据',
    worker: 'coverage-map',
  },
];

for (const { path, name, inHtml, skeleton, worker } of MAP_PAGES) {
  for (const width of [375, 1440]) {
    test(
      `${name} is in the server's HTML and does not move as the map arrives, ${width}px`,
      { tag: '@mf-support' },
      async ({ page }) => {
        const html = await (await page.request.get(path)).text();
        for (const text of inHtml) expect(html, path).toContain(text);
        expect(html, path).not.toContain(skeleton);

        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        // Drawn by the page's map worker (ECharts off the main thread) on the canvas it was given.
        await expect(page.locator('.smap-canvas canvas.smap-canvas-el')).toBeVisible();
        expect(page.workers().map((w) => new URL(w.url()).pathname)).toEqual([
          expect.stringMatching(new RegExp(`^/remotes/mf-support/[^/]+/workers/${worker}\\.js$`)),
        ]);
        await expect(page.getByText('地图加载中…')).toHaveCount(0);
        expect(await layoutShift(page), 'layout shift of the load').toBeLessThanOrEqual(0.05);
      },
    );
  }
}

test(
  'a map whose worker cannot start is drawn on the main thread, hover included',
  { tag: '@mf-support' },
  async ({ page }) => {
    await page.route('**/workers/coverage-map.js', (route) => route.abort());
    await page.goto('/support/map');
    // ECharts' own canvas (in its own div), not the worker's.
    await expect(page.locator('.smap-canvas canvas')).toBeVisible();
    await expect(page.locator('canvas.smap-canvas-el')).toHaveCount(0);
    await expect(page.getByText('地图组件加载失败，请检查网络后重试。')).toHaveCount(0);
    const box = await page.locator('.smap-canvas').boundingBox();
    if (!box) throw new Error('no map box');
    await page.mouse.move(box.x + box.width * 0.62, box.y + box.height * 0.75);
    await expect(page.locator('.smap-tip')).toContainText(/覆盖/);
  },
);

test(
  'with mf-support down the support section shows its fallback, the rest of the site works',
  { tag: '@mf-support' },
  async ({ page, pageErrors }) => {
    pageErrors.allow(/Failed to load resource|remote|federation|RUNTIME-|ScriptExternalLoadError/i);
    await page.route('**/remotes/mf-support/**', (route) => route.abort());
    await page.goto('/support/map');
    await expect(page.getByText('该栏目暂时无法访问')).toBeVisible();
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/厘米级高精度定位/);
  },
);
