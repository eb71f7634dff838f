import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../test/harness';
import { openDatabase } from './open';

async function counts(file: string): Promise<Record<string, number>> {
  const db = await openDatabase(file);
  const tables = [
    'menu_items',
    'services',
    'banners',
    'hardware',
    'news',
    'support_docs',
    'users',
    'server_orders',
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
        support_docs: 2,
        users: 1,
        server_orders: 5,
      });
      expect(await counts(file)).toEqual(first);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
