import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../test/harness';
import { openDatabase } from './open';
import { indexSitePages } from './sitePages';

async function counts(file: string): Promise<Record<string, number>> {
  const db = await openDatabase(file);
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

describe('openDatabase', () => {
  it('creates the directory and file, then seeds nothing new on a second start', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'nested', 'var', 'xingheng.sqlite');
    try {
      const first = await counts(file);
      expect(fs.existsSync(file)).toBe(true);
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
      expect(await counts(file)).toEqual(first);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('indexSitePages', () => {
  it('replaces the whole index with the given pages, first entry of a path wins', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'pages.sqlite');
    try {
      const db = await openDatabase(file);
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
    const file = path.join(tempDir(), 'production.sqlite');
    const db = await openDatabase(file, { demoData: false });
    const users = await db.selectFrom('users').select('phone').execute();
    const orders = await db.selectFrom('server_orders').select('order_no').execute();
    const menu = await db.selectFrom('menu_items').select('id').execute();
    await db.destroy();
    expect(users).toEqual([]);
    expect(orders).toEqual([]);
    expect(menu.length).toBeGreaterThan(0);
  });
});
