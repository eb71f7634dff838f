import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { tempDir } from '../test/harness';
import { freshTestDatabase } from '../test/database';
import { openDatabase } from './open';
import { indexSitePages } from './sitePages';

async function counts(location: string): Promise<Record<string, number>> {
  const db = await openDatabase(location);
  const tables = [
    'menu_items',
    'services',
    'banners',
    'hardware',
    'news',
    'support_docs',
    'notices',
    'users',
    'server_orders',
    'service_details',
    'service_plans',
    'jobs',
    'terms_docs',
    'site_pages',
    'partner_applications',
  ] as const;
  const result: Record<string, number> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  await db.destroy();
  return result;
}

const execFileAsync = promisify(execFile);

describe('openDatabase', () => {
  it('seeds the content once: a second start adds nothing', async () => {
    const dir = tempDir();
    try {
      const location = await freshTestDatabase(dir);
      const first = await counts(location);
      expect(first).toMatchObject({
        services: 3,
        banners: 3,
        hardware: 7,
        news: 12,
        support_docs: 16,
        notices: 24,
        users: 1,
        server_orders: 5,
        service_details: 3,
        service_plans: 11,
        jobs: 20,
        terms_docs: 5,
        site_pages: 0,
        partner_applications: 0,
      });
      expect(await counts(location)).toEqual(first);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('openDatabase from two processes at the same moment', () => {
  it('migrates and seeds a new database once, and both processes start', async () => {
    const dir = tempDir();
    try {
      const location = await freshTestDatabase(dir, { empty: true });
      const script = [
        `const { openDatabase } = require(${JSON.stringify(require.resolve('./open'))});`,
        'openDatabase(process.argv[1], { demoData: true }).then(async (db) => {',
        "  const news = await db.selectFrom('news').select(db.fn.countAll().as('n')).executeTakeFirst();",
        "  const users = await db.selectFrom('users').select(db.fn.countAll().as('n')).executeTakeFirst();",
        '  console.log(JSON.stringify({ news: Number(news.n), users: Number(users.n) }));',
        '  await db.destroy();',
        '});',
      ].join('\n');
      const run = () =>
        execFileAsync(process.execPath, ['--import', 'tsx', '-e', script, location], {
          env: { ...process.env, NODE_ENV: 'test' },
        });
      const answers = await Promise.all([run(), run()]);
      for (const { stdout } of answers) expect(JSON.parse(stdout)).toEqual({ news: 12, users: 1 });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // Two Node processes start and load TypeScript: seconds on a busy 2-core machine.
  }, 60_000);
});

describe('indexSitePages', () => {
  it('replaces the whole index with the given pages, first entry of a path wins', async () => {
    const dir = tempDir();
    try {
      const db = await openDatabase(await freshTestDatabase(dir));
      const page = { path: '/x', title: '测试页', description: '说明', keywords: ['甲', '乙'] };
      const other = { path: '/y', title: '另一页', description: '', keywords: [] };
      expect(await indexSitePages(db, [other])).toBe(1);
      expect(await indexSitePages(db, [page, { ...page, title: '重复路径' }])).toBe(1);
      const rows = await db.selectFrom('site_pages').selectAll().execute();
      expect(rows).toEqual([{ ...page, keywords: '甲 乙', sort_order: 1 }]);
      const many = Array.from({ length: 250 }, (_, i) => ({ ...page, path: `/p${i}` }));
      expect(await indexSitePages(db, many)).toBe(250);
      await db.destroy();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('openDatabase without demo data', () => {
  it('seeds the site content but no demo account or orders', async () => {
    const db = await openDatabase(await freshTestDatabase(tempDir()), { demoData: false });
    const users = await db.selectFrom('users').select('phone').execute();
    const orders = await db.selectFrom('server_orders').select('order_no').execute();
    const menu = await db.selectFrom('menu_items').select('id').execute();
    await db.destroy();
    expect(users).toEqual([]);
    expect(orders).toEqual([]);
    expect(menu.length).toBeGreaterThan(0);
  });
});
