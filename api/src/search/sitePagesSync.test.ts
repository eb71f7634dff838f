import type { SearchAnswer } from '@xingheng/shared';
import type { SearchEntry } from '@xingheng/shared/registry';
import { get, startTestApi, type TestApi } from '../test/harness';
import { testDeploy, type TestDeploy } from '../test/deploy';

/** The page search follows the active releases of the deploy folder (docs/api.md "Site search"). */

const A = '0.1.0-aaaaaaa-20261101T090000';
const B = '0.1.1-bbbbbbb-20261122T030000';

function page(path: string, title: string, keywords: string[] = []): SearchEntry {
  return { path, title, description: `${title}的介绍`, keywords };
}

const ENTRIES_A = [page('/aboutus', '关于星衡甲版'), page('/partner', '合作伙伴', ['渠道'])];
const ENTRIES_B = [page('/aboutus', '关于星衡乙版')];

let deploy: TestDeploy;
let api: TestApi;
beforeEach(async () => {
  deploy = testDeploy();
  deploy.publish('mf-marketing', A, ENTRIES_A);
  deploy.publish('mf-marketing', B, ENTRIES_B);
  deploy.publish('mf-support', A, [page('/support', '帮助中心甲版')]);
  deploy.activate({ 'mf-marketing': A });
  api = await startTestApi(undefined, { deployDir: deploy.dir });
});
afterEach(async () => {
  await api.close();
  deploy.remove();
});

async function pagePaths(q: string): Promise<string[]> {
  const { body } = await get<SearchAnswer>(api.app, `/api/web/search?q=${encodeURIComponent(q)}`);
  return body.data.results.filter((r) => r.kind === 'page').map((r) => `${r.path} ${r.title}`);
}

describe('page search from the deploy folder', () => {
  it('indexes the active version, switches with the registry and rolls back with it', async () => {
    expect(await pagePaths('甲版')).toEqual(['/aboutus 关于星衡甲版']);
    expect(await pagePaths('渠道')).toEqual(['/partner 合作伙伴']);

    deploy.activate({ 'mf-marketing': B });
    expect(await pagePaths('乙版')).toEqual(['/aboutus 关于星衡乙版']);
    expect(await pagePaths('甲版')).toEqual([]);
    expect(await pagePaths('渠道')).toEqual([]);

    deploy.activate({ 'mf-marketing': A });
    expect(await pagePaths('甲版')).toEqual(['/aboutus 关于星衡甲版']);
    expect(await pagePaths('乙版')).toEqual([]);
  });

  it('adds every active remote that publishes entries, in registry order', async () => {
    deploy.activate({ 'mf-marketing': A, 'mf-support': A });
    expect(await pagePaths('甲版')).toEqual(['/aboutus 关于星衡甲版', '/support 帮助中心甲版']);
  });

  it('leaves out a version without the file and a malformed file, keeping the others', async () => {
    deploy.publish('mf-support', B);
    deploy.publish('mf-order', A, '{"schemaVersion":1,"entries":[{"path":"no-slash"}]}');
    deploy.activate({ 'mf-marketing': A, 'mf-support': B, 'mf-order': A });
    expect(await pagePaths('甲版')).toEqual(['/aboutus 关于星衡甲版']);
  });

  it('ignores a canary: search follows the active version', async () => {
    deploy.activate({ 'mf-marketing': A }, { name: 'mf-marketing', version: B, percent: 50 });
    expect(await pagePaths('甲版')).toEqual(['/aboutus 关于星衡甲版']);
    expect(await pagePaths('乙版')).toEqual([]);
  });

  it('keeps the index when the registry is malformed, empties it when the registry is gone', async () => {
    deploy.writeRegistry('{ not json');
    expect(await pagePaths('甲版')).toEqual(['/aboutus 关于星衡甲版']);
    deploy.remove();
    expect(await pagePaths('甲版')).toEqual([]);
  });
});

describe('page search without a deploy folder', () => {
  it('finds no page, but still services and news', async () => {
    const bare = await startTestApi();
    try {
      const { body } = await get<SearchAnswer>(
        bare.app,
        `/api/web/search?q=${encodeURIComponent('定位')}`,
      );
      expect(body.data.results.some((r) => r.kind === 'page')).toBe(false);
      expect(body.data.total).toBeGreaterThan(0);
    } finally {
      await bare.close();
    }
  });
});
