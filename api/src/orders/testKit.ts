import type { Kysely } from 'kysely';
import { issueToken } from '../auth/tokens';
import type { Database } from '../db/types';
import { demoSession, startTestApi, type TestApi } from '../test/harness';
import { HARDWARE_ORDER_UNSETTLED } from './hardware';

/** A running API for the order tests, a second connection to its file, two logged-in users. */
export interface OrdersTestKit {
  api: TestApi;
  db: Kysely<Database>;
  /** Epoch ms of the API's clock; tests move it with `advance`. */
  now: () => number;
  advance: (ms: number) => void;
  demoId: number;
  demoToken: string;
  otherId: number;
  otherToken: string;
  close: () => Promise<void>;
}

/** Ids of the extra users the order tests insert (900101, 900102, …). */
let nextUserId = 900101;

/**
 * Starts the API on a temporary SQLite file with a clock that stands still until `advance`d
 * (from 2026-11-23 10:00 Asia/Shanghai), opens a second connection for assertions and direct
 * writes, and logs in the demo user and a second user (`otherToken`).
 */
export async function startOrdersKit(): Promise<OrdersTestKit> {
  let clock = Date.parse('2026-11-23T10:00:00+08:00');
  const api = await startTestApi(() => new Date(clock));
  const { db, demoId, token: demoToken } = await demoSession(api, new Date(clock));
  const otherId = await insertUser(db, clock);
  return {
    api,
    db,
    now: () => clock,
    advance: (ms) => {
      clock += ms;
    },
    demoId,
    demoToken,
    otherId,
    otherToken: await issueToken(db, otherId, new Date(clock)),
    close: async () => {
      await db.destroy();
      await api.close();
    },
  };
}

/**
 * Inserts a user without a usable password (the tests log in with `issueToken`).
 * @returns its id
 */
export async function insertUser(db: Kysely<Database>, createdAt: number): Promise<number> {
  const id = nextUserId;
  nextUserId += 1;
  await db
    .insertInto('users')
    .values({
      id,
      phone: `1370013${String(id).slice(-4)}`,
      password_hash: 'not-a-real-hash',
      nickname: `用户${id}`,
      created_at: createdAt,
    })
    .execute();
  return id;
}

/** A fresh idempotency key (`test-` + 16 random hex digits). */
export function newKey(): string {
  return `test-${Math.random().toString(16).slice(2, 10)}${Date.now().toString(16).slice(-8)}`;
}

/**
 * Inserts an unpaid hardware order of one LF-GNSS module (199.00 yuan, no address or invoice), as
 * if created at `createdAt` and expiring at `expiresAt` (epoch ms).
 * @param order `orderNo` (`HO…`) and the `userId` it belongs to
 */
export async function insertHardwareOrder(
  db: Kysely<Database>,
  order: { orderNo: string; userId: number; createdAt: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('hardware_orders')
    .values({
      order_no: order.orderNo,
      user_id: order.userId,
      status: 0,
      slug: 'lf-gnss',
      product_name: 'LF-GNSS 高精度定位模组',
      quantity: 1,
      unit_price_cents: 19900,
      amount_cents: 19900,
      address_json: '{}',
      invoice_json: '{"type":"none"}',
      idempotency_key: null,
      created_at: order.createdAt,
      expires_at: order.expiresAt,
      ...HARDWARE_ORDER_UNSETTLED,
    })
    .execute();
}
