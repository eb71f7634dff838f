import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { apiPlugin, apiServerOptions, openDatabase } from '@xingheng/api';
import type { SearchAnswer } from '@xingheng/shared';
import {
  formatSearchEntries,
  REMOTE_NAMES,
  SEARCH_ENTRIES_FILE,
  type SearchEntry,
} from '@xingheng/shared/registry';
import { deployLayout, REPO_ROOT } from '../deploy/paths';
import { writeSearchEntries } from '../build/searchEntries';
import { checkSearchEntries } from './buildChecks';
import { promote, releaseBuild, rollback, startCanary } from './commands';
import type { ReleaseContext } from './releaseStore';
import { fakeBuild, tempDeployDir, testContext } from './testing';

/**
 * Search entries travel with a release (docs/api.md "Site search"): the build writes them, the
 * release checks them, and the API indexes the active versions' files, so promote and rollback
 * move search with them.
 */

function entry(pagePath: string, title: string): SearchEntry {
  return { path: pagePath, title, description: `${title}介绍`, keywords: [] };
}

/** A fake marketing build carrying the given `search-entries.json` text (or none). */
function marketingBuild(version: string, entries?: readonly SearchEntry[] | string): string {
  const dir = fakeBuild('mf-marketing', version);
  if (entries !== undefined) {
    const text = typeof entries === 'string' ? entries : formatSearchEntries(entries);
    fs.writeFileSync(path.join(dir, SEARCH_ENTRIES_FILE), text);
  }
  return dir;
}

async function seedSite(context: ReleaseContext, marketing: string) {
  for (const app of ['shell', ...REMOTE_NAMES] as const) {
    const build = app === 'mf-marketing' ? marketing : fakeBuild(app, 'v1');
    await releaseBuild(context, app, build);
    await promote(context, app, 'v1', { force: true, reason: '首次上线' });
  }
}

describe('search entries through release, promote, canary and rollback', () => {
  let deployDir: string;
  let app: FastifyInstance;
  beforeEach(async () => {
    deployDir = tempDeployDir();
    const db = await openDatabase(path.join(tempDeployDir(), 'api.sqlite'));
    app = Fastify(apiServerOptions());
    await app.register(apiPlugin, { db, deployDir });
    app.addHook('onClose', async () => db.destroy());
  });
  afterEach(() => app.close());

  async function pageTitles(q: string): Promise<string[]> {
    const res = await app.inject(`/api/web/search?q=${encodeURIComponent(q)}`);
    const body = res.json<{ data: SearchAnswer }>();
    return body.data.results.filter((r) => r.kind === 'page').map((r) => r.title);
  }

  it('follows the active marketing version', async () => {
    const context = testContext(deployDir);
    await seedSite(context, marketingBuild('v1', [entry('/aboutus', '关于我们一代')]));
    expect(await pageTitles('一代')).toEqual(['关于我们一代']);

    await releaseBuild(context, 'mf-marketing', marketingBuild('v2', [entry('/partner', '二代')]));
    expect(await pageTitles('二代')).toEqual([]);

    await startCanary(context, 'mf-marketing', 'v2', 10, { force: true });
    expect(await pageTitles('二代')).toEqual([]);

    await promote(context, 'mf-marketing', 'v2', { force: true, reason: '新版' });
    expect(await pageTitles('二代')).toEqual(['二代']);
    expect(await pageTitles('一代')).toEqual([]);

    await rollback(context, 'mf-marketing', { reason: '回滚' });
    expect(await pageTitles('一代')).toEqual(['关于我们一代']);
    expect(await pageTitles('二代')).toEqual([]);
  }, 30_000);

  it('refuses a malformed file or a page of another remote, uploading nothing', async () => {
    const context = testContext(deployDir);
    await seedSite(context, marketingBuild('v1'));
    const remotes = deployLayout(deployDir).remoteVersionDir;
    await expect(
      releaseBuild(context, 'mf-marketing', marketingBuild('v2', '{"entries": 3}')),
    ).rejects.toThrow(/mf-marketing 的 search-entries\.json 格式不正确/);
    await expect(
      releaseBuild(context, 'mf-marketing', marketingBuild('v3', '{ not json')),
    ).rejects.toThrow(/不是有效的 JSON/);
    await expect(
      releaseBuild(
        context,
        'mf-marketing',
        marketingBuild('v4', [entry('/productSolution/services/tryout/6', '试用')]),
      ),
    ).rejects.toThrow(/不属于 mf-marketing 的页面：\/productSolution\/services\/tryout\/6/);
    for (const version of ['v2', 'v3', 'v4']) {
      expect(fs.existsSync(remotes('mf-marketing', version))).toBe(false);
    }
  }, 30_000);
});

describe('the build writes search-entries.json from the module the app declares', () => {
  function appDir(declared: object | undefined, moduleText?: string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xh-app-'));
    const pkg = { name: 'mf-test', version: '0.1.0', ...(declared ? { xingheng: declared } : {}) };
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(pkg));
    if (moduleText !== undefined) fs.writeFileSync(path.join(dir, 'entries.ts'), moduleText);
    return dir;
  }

  it('writes the named export, or the default one', async () => {
    const named = appDir(
      { searchEntries: './entries.ts' },
      `export const searchEntries = [{ path: '/x', title: '甲', description: '', keywords: ['k'] }];`,
    );
    expect(await writeSearchEntries(named, path.join(named, 'dist'))).toBe(1);
    const text = fs.readFileSync(path.join(named, 'dist', SEARCH_ENTRIES_FILE), 'utf8');
    expect(JSON.parse(text)).toEqual({
      schemaVersion: 1,
      entries: [{ path: '/x', title: '甲', description: '', keywords: ['k'] }],
    });
    const byDefault = appDir(
      { searchEntries: './entries.ts' },
      `export default [{ path: '/y', title: '乙', description: '', keywords: [] }];`,
    );
    expect(await writeSearchEntries(byDefault, path.join(byDefault, 'dist'))).toBe(1);
  });

  it('refuses malformed entries and a missing module; writes nothing without a declaration', async () => {
    const malformed = appDir(
      { searchEntries: './entries.ts' },
      `export const searchEntries = [{ path: 'x', title: '' }];`,
    );
    await expect(writeSearchEntries(malformed, path.join(malformed, 'dist'))).rejects.toThrow(
      /条目无效/,
    );
    const missing = appDir({ searchEntries: './nowhere.ts' });
    await expect(writeSearchEntries(missing, path.join(missing, 'dist'))).rejects.toThrow(/不存在/);
    const none = appDir(undefined);
    fs.mkdirSync(path.join(none, 'dist'));
    fs.writeFileSync(path.join(none, 'dist', SEARCH_ENTRIES_FILE), 'stale');
    expect(await writeSearchEntries(none, path.join(none, 'dist'))).toBeUndefined();
    expect(fs.existsSync(path.join(none, 'dist', SEARCH_ENTRIES_FILE))).toBe(false);
  });

  it('publishes mf-marketing pages that pass the release check', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'xh-marketing-'));
    const count = await writeSearchEntries(path.join(REPO_ROOT, 'mf-marketing'), out);
    expect(count).toBeGreaterThan(20);
    const text = fs.readFileSync(path.join(out, SEARCH_ENTRIES_FILE), 'utf8');
    expect(checkSearchEntries(text, 'mf-marketing')).toBe(count);
    expect(text).toContain('/productSolution/solution/smartPort');
  });
});
