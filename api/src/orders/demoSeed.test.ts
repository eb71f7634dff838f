import fs from 'node:fs';
import type { Kysely } from 'kysely';
import { openDatabase } from '../db/open';
import { seedDatabase } from '../db/seed';
import type { Database } from '../db/types';
import { tempDir } from '../test/harness';
import { freshTestDatabase } from '../test/database';

let dir: string;
let db: Kysely<Database>;
let openedAt: number;

beforeAll(async () => {
  dir = tempDir();
  openedAt = Date.now();
  db = await openDatabase(await freshTestDatabase(dir), { demoData: true });
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('order seed data', () => {
  it('dates the demo account’s 2 unpaid orders from the seed, so they are not expired at once', async () => {
    const unpaid = await db
      .selectFrom('server_orders')
      .select(['order_no', 'created_at', 'expires_at', 'service_id'])
      .where('user_id', '=', 1)
      .where('status', '=', 0)
      .execute();
    expect(unpaid).toHaveLength(2);
    for (const order of unpaid) {
      expect(order.created_at).toBeLessThanOrEqual(Date.now());
      expect(order.created_at).toBeGreaterThan(openedAt - 5 * 60 * 1000);
      expect(order.expires_at).toBe(order.created_at + 30 * 60 * 1000);
    }
    const all = await db.selectFrom('server_orders').select('service_id').execute();
    expect(all.every((o) => o.service_id !== null)).toBe(true);
  });

  it('gives the renewal and expansion their accounts, and the seeded trial its application', async () => {
    const targets = await db
      .selectFrom('server_orders')
      .innerJoin(
        'service_accounts',
        'service_accounts.account_name',
        'server_orders.target_account',
      )
      .select(['server_orders.order_no', 'service_accounts.service_id'])
      .where('server_orders.user_id', '=', 1)
      .execute();
    expect(targets.map((t) => t.order_no).sort()).toEqual(['SO202609160003', 'SO202610180004']);
    const trial = await db.selectFrom('trial_applications').selectAll().execute();
    expect(trial).toMatchObject([{ user_id: 1, service_id: 7, order_no: 'SO202605060002' }]);
  });

  it('prices hardware left without a price by an older seed, keeping prices set since', async () => {
    await db.updateTable('hardware').set({ price_cents: null }).where('id', '=', 1).execute();
    await db.updateTable('hardware').set({ price_cents: 12345 }).where('id', '=', 2).execute();
    await seedDatabase(db, { demoData: true });
    const prices = await db
      .selectFrom('hardware')
      .select(['id', 'price_cents'])
      .where('id', 'in', [1, 2])
      .orderBy('id')
      .execute();
    expect(prices).toEqual([
      { id: 1, price_cents: 19900 },
      { id: 2, price_cents: 12345 },
    ]);
    const count = await db
      .selectFrom('server_orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(5);
  });
});
