import fs from 'node:fs';
import type { Kysely } from 'kysely';
import type { OrderKind } from '@xingheng/shared';
import { openDatabase } from '../db/open';
import type { Database } from '../db/types';
import { tempDir } from '../test/harness';
import { insertHardwareOrder, insertUser } from './testKit';
import { ALLOWED_TRANSITIONS, canMove, moveOrderStatus } from './transitions';
import { freshTestDatabase } from '../test/database';

const T0 = Date.parse('2026-11-23T10:00:00+08:00');
const STATUSES: Record<OrderKind, number[]> = {
  service: [0, 1, 3],
  hardware: [0, 1, 2, 3, 4, 5],
};

let dir: string;
let db: Kysely<Database>;
let userId: number;
let otherId: number;

beforeAll(async () => {
  dir = tempDir();
  db = await openDatabase(await freshTestDatabase(dir), { demoData: false });
  userId = await insertUser(db, T0);
  otherId = await insertUser(db, T0);
  await db
    .insertInto('server_orders')
    .values({
      order_no: 'SO2026112300000001',
      user_id: userId,
      order_type: 0,
      server_type: 2,
      duration_unit: 3,
      duration: 1,
      amount_cents: 12000,
      status: 0,
      created_at: T0,
      service_id: 6,
    })
    .execute();
  await insertHardwareOrder(db, {
    orderNo: 'HO2026112300000001',
    userId,
    createdAt: T0,
    expiresAt: T0,
  });
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const ORDER_NO: Record<OrderKind, string> = {
  service: 'SO2026112300000001',
  hardware: 'HO2026112300000001',
};
const TABLE = { service: 'server_orders', hardware: 'hardware_orders' } as const;

async function setStatus(kind: OrderKind, status: number): Promise<void> {
  await db
    .updateTable(TABLE[kind])
    .set({ status })
    .where('order_no', '=', ORDER_NO[kind])
    .execute();
}
async function statusOf(kind: OrderKind): Promise<number> {
  const row = await db
    .selectFrom(TABLE[kind])
    .select('status')
    .where('order_no', '=', ORDER_NO[kind])
    .executeTakeFirstOrThrow();
  return row.status;
}

const pairs = (kind: OrderKind) =>
  STATUSES[kind].flatMap((from) =>
    STATUSES[kind].map((to) => [kind, from, to, canMove(kind, from, to)] as const),
  );

describe('moveOrderStatus (docs/api.md "Order states")', () => {
  it('allows exactly service 0 → 1 | 3 and hardware 0 → 1 | 2, 1 → 3 → 4 → 5', () => {
    const allowed = (kind: OrderKind) =>
      pairs(kind)
        .filter(([, , , ok]) => ok)
        .map(([, from, to]) => `${from}→${to}`);
    expect(allowed('service')).toEqual(['0→1', '0→3']);
    expect(allowed('hardware')).toEqual(['0→1', '0→2', '1→3', '3→4', '4→5']);
    expect(ALLOWED_TRANSITIONS.service[3]).toBeUndefined();
  });

  it.each([...pairs('service'), ...pairs('hardware')])(
    '%s %d → %d: allowed %s',
    async (kind, from, to, allowed) => {
      await setStatus(kind, from);
      const move = moveOrderStatus(db, kind, ORDER_NO[kind], to);
      if (allowed) {
        await expect(move).resolves.toBe(from);
        expect(await statusOf(kind)).toBe(to);
      } else {
        await expect(move).rejects.toMatchObject({
          status: 409,
          code: 40900,
          message: expect.stringMatching(/^订单当前为「.+」，不能变为「.+」$/),
        });
        expect(await statusOf(kind)).toBe(from);
      }
    },
  );

  it('lets one of two racing moves win; the other gets 409', async () => {
    await setStatus('service', 0);
    const results = await Promise.allSettled([
      db.transaction().execute((trx) => moveOrderStatus(trx, 'service', ORDER_NO.service, 1)),
      db.transaction().execute((trx) => moveOrderStatus(trx, 'service', ORDER_NO.service, 3)),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected');
    expect(refused?.status === 'rejected' && refused.reason).toMatchObject({ status: 409 });
  });

  it('answers 404 40401 for an unknown order and for another user’s', async () => {
    await setStatus('service', 0);
    await expect(moveOrderStatus(db, 'service', 'SO0000', 1)).rejects.toMatchObject({
      status: 404,
      code: 40401,
    });
    await expect(
      moveOrderStatus(db, 'service', ORDER_NO.service, 3, { userId: otherId }),
    ).rejects.toMatchObject({ status: 404, code: 40401 });
    expect(await statusOf('service')).toBe(0);
  });
});
