import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO, loginThroughSlider } from '../support/site';

/**
 * Server rendering (docs/performance.md "Server rendering"): a public route's first HTML carries
 * its own title, description and content (a crawler that runs no JavaScript reads them), the
 * browser hydrates that HTML instead of rendering it again (without a mismatch: any console error
 * fails a test, see support/test.ts) and the page's data is not fetched a second time.
 */

/** Public routes of every remote with server rendering, and the `h1` each shows. */
const PUBLIC_ROUTES: [string, RegExp][] = [
  ['/', /厘米级高精度定位/],
  ['/productSolution/solution/intelligentDriving', /智能驾驶/],
  ['/productSolution/services/details/6', /.+/],
  ['/news', /新闻/],
  ['/aboutus', /.+/],
  ['/login', /.+/],
  ['/support', /支持中心/],
  ['/support/details/9', /隐私政策/],
  ['/news/details/1', /.+/],
  ['/notices', /服务公告/],
  ['/support/iono', /电离层监测/],
];

/** The text of the first `h1` of an HTML document, tags removed. */
function firstH1(html: string): string | undefined {
  const inner = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  return inner
    ?.replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .trim();
}

async function serverHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { headers: { Accept: 'text/html' } });
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** Marks the server's markup before any script runs, to tell hydration from a fresh render. */
async function markServerMarkup(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const first = document.getElementById('root')?.firstElementChild;
      (window as unknown as { __xhServerNode?: Element | null }).__xhServerNode = first ?? null;
    });
  });
}

test(
  'public routes carry their title, description and h1 in the first HTML',
  { tag: '@shell' },
  async ({ request }) => {
    for (const [path, h1] of PUBLIC_ROUTES) {
      const html = await serverHtml(request, path);
      expect(firstH1(html), path).toMatch(h1);
      // One title and one description: the page's own replace the shell's defaults.
      expect(html.match(/<title>/g), path).toHaveLength(1);
      expect(html.match(/<meta name=("?)description\1/g), path).toHaveLength(1);
      // The data is handed over as JSON that never executes (the CSP allows no inline script).
      expect(html, path).toMatch(/<script type="application\/json" id="xh-ssr">/);
      expect(html, path).not.toMatch(/<script>(?!<\/script>)/);
    }
    // The service detail's title is the service's own, not the site's default.
    const detail = await serverHtml(request, '/productSolution/services/details/6');
    expect(/<title>([^<]*)<\/title>/.exec(detail)?.[1]).not.toBe(
      /<title>([^<]*)<\/title>/.exec(await serverHtml(request, '/'))?.[1],
    );
  },
);

test(
  'a page behind login is rendered on the server too, for a visitor with a token',
  { tag: '@shell' },
  async ({ request }) => {
    // RequireAuth (a .tsx of @xingheng/shared) runs in the page renderer from source: with the
    // classic JSX transform it threw "React is not defined" and the page fell back to the browser.
    const response = await request.get('/user/auth', {
      headers: { Accept: 'text/html', Cookie: 'xh_token=e2e-any-token' },
    });
    expect(response.status()).toBe(200);
    expect(firstH1(await response.text())).toBe('实名认证');
  },
);

test(
  'a page behind login sends a visitor without a token to /login with HTTP 302',
  { tag: '@shell' },
  async ({ request }) => {
    const response = await request.get('/user/auth?from=menu', {
      headers: { Accept: 'text/html' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe('/login?redirect=%2Fuser%2Fauth%3Ffrom%3Dmenu');
  },
);

test(
  'the forms of the server HTML stay disabled until the page is hydrated',
  { tag: '@shell' },
  async ({ browser }) => {
    // Without JavaScript the page stays as the server sent it: what a visitor sees before the
    // hydration. A click or typing there would be lost, so every control of the page's forms is
    // disabled (an enabled 微信 button once took a click that did nothing: a flaky login test).
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const path of ['/login', '/user/register', '/user/pwd', '/support/iono']) {
        await page.goto(path);
        const controls = page.locator('main').locator('button:visible, input:visible');
        expect(await controls.count(), path).toBeGreaterThan(2);
        const enabled = await controls.evaluateAll((nodes) =>
          nodes
            .filter((node) => !(node as HTMLButtonElement | HTMLInputElement).disabled)
            .map((node) => node.outerHTML.slice(0, 120)),
        );
        expect(enabled, path).toEqual([]);
      }
    } finally {
      await context.close();
    }
  },
);

test(
  'an unknown path gets the 404 page from the server with HTTP 404',
  { tag: '@shell' },
  async ({ request }) => {
    const response = await request.get('/no-such-page/here');
    expect(response.status()).toBe(404);
    expect(await response.text()).toMatch(/页面不存在|404/);
  },
);

for (const [path, h1] of PUBLIC_ROUTES) {
  test(
    `${path} hydrates the server's HTML without fetching its data again`,
    { tag: '@shell' },
    async ({ page }) => {
      await markServerMarkup(page);
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname + url.search);
      });
      await page.goto(path);
      await expect(page.locator('h1').first()).toHaveText(h1);
      // Hydrated: React adopted the server's nodes (a fresh render would have replaced them).
      await expect
        .poll(() =>
          page.evaluate(() => {
            const marked = (window as unknown as { __xhServerNode?: Element | null })
              .__xhServerNode;
            return Boolean(marked) && marked === document.getElementById('root')?.firstElementChild;
          }),
        )
        .toBe(true);
      await page.waitForLoadState('networkidle');
      // The menu and the service list came with the page: the header does not ask for them again.
      expect(apiCalls.filter((call) => call.includes('getWebsiteMenu'))).toEqual([]);
    },
  );
}

test(
  'the CSS chunk loaders adopt the stylesheets of the HTML instead of linking them again',
  { tag: '@shell' },
  async ({ page }) => {
    // A second <link> to the same file costs no download but a style pass over the whole page, in
    // the start-up's longest task (docs/performance.md "Blocking time").
    for (const path of ['/', '/login']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1').first()).toBeVisible();
      const hrefs = await page.evaluate(() =>
        [...document.querySelectorAll('link[rel=stylesheet]')].map(
          (link) => new URL((link as HTMLLinkElement).href).pathname,
        ),
      );
      expect(
        hrefs.filter((href) => href.startsWith('/shell/')),
        path,
      ).toHaveLength(1);
      expect(hrefs.filter((href) => href.startsWith('/remotes/')).length, path).toBeGreaterThan(0);
      expect(hrefs.length, path).toBe(new Set(hrefs).size);
    }
  },
);

test(
  'React and the federation runtime are each fetched once on a first visit',
  { tag: '@shell' },
  async ({ page }) => {
    const scripts: { url: string; body: string }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push({ url: response.url(), body: await response.text().catch(() => '') });
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const urls = scripts.map((script) => new URL(script.url).pathname);
    // No file twice (a preload hint that did not match the federation runtime's request would).
    expect(urls.length).toBe(new Set(urls).size);
    // The federation runtime lives in the shell's entry only; remotes use it (externalRuntime).
    const runtimes = scripts.filter((script) => script.body.includes('Federation Runtime'));
    expect(runtimes.map((script) => new URL(script.url).pathname)).toEqual([
      expect.stringMatching(/^\/shell\/[^/]+\/main\.js$/),
    ]);
    // …and once inside it: the runtime core's ES module build only. The plugin that hands the core
    // to the remotes (provideExternalRuntime) once pulled in its CommonJS build as well, two copies
    // of the sdk's logger among them (about 23 KB gzip more: tools/webpack/createAppConfig.cjs).
    expect(runtimes[0]?.body.split('[ Module Federation ]').length).toBe(2);
    // React: the remotes' own copies (their shared fallbacks in their manifests) never load.
    const manifests = scripts.length
      ? await page.evaluate(async () => {
          const registry = JSON.parse(
            document.getElementById('xh-registry')?.textContent ?? '{"remotes":[]}',
          ) as { remotes: { entry: string }[] };
          return Promise.all(
            registry.remotes.map(async (remote) => ({
              base: remote.entry.slice(0, remote.entry.lastIndexOf('/') + 1),
              manifest: (await (await fetch(remote.entry)).json()) as {
                shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
              },
            })),
          );
        })
      : [];
    const remoteReactFiles = manifests.flatMap(({ base, manifest }) =>
      manifest.shared
        .filter((dep) => dep.name === 'react' || dep.name.startsWith('react-dom'))
        .flatMap((dep) => [...dep.assets.js.sync, ...dep.assets.js.async].map((f) => base + f)),
    );
    expect(remoteReactFiles.length).toBeGreaterThan(0);
    expect(urls.filter((url) => remoteReactFiles.includes(url))).toEqual([]);
  },
);

test(
  'a login in another tab while a page loads: the page renders for the logged-in visitor, no mismatch',
  { tag: '@shell' },
  async ({ page, context }) => {
    // The page's scripts wait until the other tab has logged in: the server rendered the home page
    // for a visitor without a token, and the browser starts with one (React error #418 before).
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.m?js(\?|$)/, async (route) => {
      await gate;
      await route.fallback();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('厘米级高精度定位');

    const other = await context.newPage();
    await other.goto('/login');
    await loginThroughSlider(other);
    await expect(other).toHaveURL(/\/$/);
    await other.close();

    release();
    await expect(page.getByRole('button', { name: new RegExp(DEMO.phone) })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('厘米级高精度定位');
  },
);
