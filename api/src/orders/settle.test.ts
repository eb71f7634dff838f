import fs from 'node:fs';
import type { Kysely } from 'kysely';
import type { ServiceOrderInput } from '@xingheng/shared';
import { openDatabase } from '../db/open';
import type { Database } from '../db/types';
import { tempDir } from '../test/harness';
import { addDuration } from './duration';
import { createServiceOrder } from './serviceOrders';
import { settleOrderPaid } from './settle';
import { insertHardwareOrder, insertUser, newKey } from './testKit';
import { freshTestDatabase } from '../test/database';
import { failWrites } from '../test/faults';

const T0 = Date.parse('2026-11-23T10:00:00+08:00');
const DAY = 24 * 60 * 60 * 1000;

let dir: string;
let db: Kysely<Database>;
let userId: number;

beforeAll(async () => {
  dir = tempDir();
  db = await openDatabase(await freshTestDatabase(dir), { demoData: false });
  userId = await insertUser(db, T0);
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A Locate-CM (6, centimetre) purchase configuration. */
function cm(overrides: Partial<ServiceOrderInput> = {}): ServiceOrderInput {
  return {
    serviceId: 6,
    orderType: 0,
    serverType: 2,
    durationUnit: 3,
    duration: 2,
    accounts: 2,
    activationMethod: 2,
    idempotencyKey: newKey(),
    ...overrides,
  };
}

async function pay(orderNo: string, paidAt = T0 + 60_000, payType = 1): Promise<void> {
  await db
    .transaction()
    .execute((trx) => settleOrderPaid(trx, { kind: 'service', orderNo }, { payType, paidAt }));
}

const order = (orderNo: string) =>
  db
    .selectFrom('server_orders')
    .selectAll()
    .where('order_no', '=', orderNo)
    .executeTakeFirstOrThrow();
const accountsOf = (orderNo: string) =>
  db
    .selectFrom('service_accounts')
    .selectAll()
    .where('order_no', '=', orderNo)
    .orderBy('account_name')
    .execute();

describe('settleOrderPaid', () => {
  it('pays an automatic order: status 1, paid_at, pay_type, active accounts running from payment', async () => {
    const { orderNo } = await createServiceOrder(db, userId, cm(), T0);
    const paidAt = T0 + 60_000;
    await pay(orderNo, paidAt, 3);
    expect(await order(orderNo)).toMatchObject({ status: 1, paid_at: paidAt, pay_type: 3 });
    const accounts = await accountsOf(orderNo);
    expect(accounts).toHaveLength(2);
    for (const account of accounts) {
      expect(account.account_name).toMatch(/^xhcm\d{8}$/);
      expect(account).toMatchObject({
        user_id: userId,
        service_id: 6,
        server_type: 2,
        is_active: 1,
        activated_at: paidAt,
        expires_at: addDuration(paidAt, 3, 2),
        duration_unit: 3,
        duration: 2,
      });
    }
  });

  it('leaves the accounts of a manual order waiting, without expiry', async () => {
    const { orderNo } = await createServiceOrder(
      db,
      userId,
      { ...cm({ activationMethod: 1, accounts: 3 }), serviceId: 7, serverType: 1 },
      T0,
    );
    await pay(orderNo);
    const accounts = await accountsOf(orderNo);
    expect(accounts).toHaveLength(3);
    for (const account of accounts) {
      expect(account.account_name).toMatch(/^xhdm\d{8}$/);
      expect(account).toMatchObject({ is_active: 0, activated_at: null, expires_at: null });
    }
  });

  it('adds accounts of the expanded service for an expansion', async () => {
    const first = await createServiceOrder(db, userId, cm({ accounts: 1 }), T0);
    await pay(first.orderNo);
    const [target] = await accountsOf(first.orderNo);
    const expansion = await createServiceOrder(
      db,
      userId,
      cm({ orderType: 3, accountName: target?.account_name, accounts: 4 }),
      T0,
    );
    await pay(expansion.orderNo);
    expect(await accountsOf(expansion.orderNo)).toHaveLength(4);
  });

  it('extends a running account from its expiry, and an expired one from the payment', async () => {
    const first = await createServiceOrder(db, userId, cm({ accounts: 1, duration: 1 }), T0);
    await pay(first.orderNo, T0);
    const [account] = await accountsOf(first.orderNo);
    const name = account?.account_name ?? '';
    const expiry = addDuration(T0, 3, 1);

    const renewal = await createServiceOrder(
      db,
      userId,
      cm({ orderType: 1, accountName: name, accounts: 1, duration: 3 }),
      T0,
    );
    await pay(renewal.orderNo, T0 + DAY);
    const renewed = await db
      .selectFrom('service_accounts')
      .selectAll()
      .where('account_name', '=', name)
      .executeTakeFirstOrThrow();
    expect(renewed.expires_at).toBe(addDuration(expiry, 3, 3));
    expect(await accountsOf(renewal.orderNo)).toHaveLength(0);

    const late = renewed.expires_at ?? 0;
    const again = await createServiceOrder(
      db,
      userId,
      cm({ orderType: 1, accountName: name, accounts: 1, duration: 1 }),
      late + 10 * DAY,
    );
    await pay(again.orderNo, late + 10 * DAY);
    const after = await db
      .selectFrom('service_accounts')
      .select('expires_at')
      .where('account_name', '=', name)
      .executeTakeFirstOrThrow();
    expect(after.expires_at).toBe(addDuration(late + 10 * DAY, 3, 1));
  });

  it('refuses to pay an order twice or a cancelled one (409 40900), creating nothing more', async () => {
    const { orderNo } = await createServiceOrder(db, userId, cm(), T0);
    await pay(orderNo);
    await expect(pay(orderNo)).rejects.toMatchObject({ status: 409, code: 40900 });
    expect(await accountsOf(orderNo)).toHaveLength(2);

    const other = await createServiceOrder(db, userId, cm(), T0);
    await db
      .updateTable('server_orders')
      .set({ status: 3 })
      .where('order_no', '=', other.orderNo)
      .execute();
    await expect(pay(other.orderNo)).rejects.toMatchObject({
      status: 409,
      code: 40900,
      message: '订单当前为「已取消」，不能变为「已支付」',
    });
    await expect(pay('SO2026112399999999')).rejects.toMatchObject({ status: 404, code: 40401 });
  });

  it('moves a hardware order to paid without creating accounts', async () => {
    await insertHardwareOrder(db, {
      orderNo: 'HO2026112300000001',
      userId,
      createdAt: T0,
      expiresAt: T0 + 30 * 60_000,
    });
    await db
      .transaction()
      .execute((trx) =>
        settleOrderPaid(
          trx,
          { kind: 'hardware', orderNo: 'HO2026112300000001' },
          { payType: 1, paidAt: T0 },
        ),
      );
    const row = await db
      .selectFrom('hardware_orders')
      .select(['status', 'paid_at', 'pay_type'])
      .where('order_no', '=', 'HO2026112300000001')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 1, paid_at: T0, pay_type: 1 });
  });

  it('leaves the order unpaid and no account when creating the accounts fails halfway', async () => {
    const { orderNo } = await createServiceOrder(db, userId, cm({ accounts: 3 }), T0);
    // The second account insert fails, after the status move and the first account.
    const restore = await failWrites(db, {
      name: 'fail_second_account',
      table: 'service_accounts',
      event: 'insert',
      when: '(select count(*) from service_accounts where order_no = new.order_no) >= 1',
      message: 'disk full',
    });
    try {
      // Not `toThrow`: better-sqlite3's error class comes from the first test file of the jest
      // worker, so it is no `Error` of this file's realm.
      await expect(pay(orderNo)).rejects.toMatchObject({ message: 'disk full' });
    } finally {
      await restore();
    }
    expect(await order(orderNo)).toMatchObject({ status: 0, paid_at: null, pay_type: null });
    expect(await accountsOf(orderNo)).toHaveLength(0);
    await pay(orderNo);
    expect(await accountsOf(orderNo)).toHaveLength(3);
  });
});
