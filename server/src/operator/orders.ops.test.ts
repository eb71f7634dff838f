import { openDatabase } from '@xingheng/api';
import { runOrdersCli } from './orders';
import {
  commandOn,
  createTempDatabase,
  itRefusesAMissingDatabase,
  removeTempDatabase,
} from './testing';

const T0 = Date.parse('2026-11-20T10:00:00Z');
const PAID = 'HO20261124000001';
const UNPAID = 'HO20261124000002';

/** The stored status and tracking number of a hardware order. */
async function stored(dbFile: string, orderNo: string) {
  const db = await openDatabase(dbFile);
  try {
    return await db
      .selectFrom('hardware_orders')
      .select(['status', 'tracking_no', 'shipped_at'])
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
  } finally {
    await db.destroy();
  }
}

describe('npm run orders', () => {
  let dbFile: string;
  /** Runs `npm run orders` with these arguments on the test's database. */
  const run = commandOn(runOrdersCli, () => dbFile);
  beforeAll(async () => {
    dbFile = await createTempDatabase('orders', { demoData: true }, async (db) => {
      const row = {
        user_id: 1,
        slug: 't-box',
        product_name: 'T-BOX 车载智能终端',
        quantity: 2,
        unit_price_cents: 368000,
        amount_cents: 736000,
        address_json: JSON.stringify({
          recipient: '张三',
          mobile: '13800138000',
          region: '北京市 市辖区 海淀区',
          detail: '中关村大街 1 号',
          postcode: null,
        }),
        invoice_json: JSON.stringify({ type: 'none' }),
        idempotency_key: null,
        expires_at: T0 + 30 * 60_000,
        pay_type: null,
        tracking_no: null,
        shipped_at: null,
        received_at: null,
        completed_at: null,
      };
      await db
        .insertInto('hardware_orders')
        .values([
          { ...row, order_no: PAID, status: 1, created_at: T0, paid_at: T0 + 60_000, pay_type: 1 },
          { ...row, order_no: UNPAID, status: 0, created_at: T0 + 1000, paid_at: null },
        ])
        .execute();
    });
  });
  afterAll(() => removeTempDatabase(dbFile));

  it('lists hardware orders newest first, filtered by status', async () => {
    const all = await run(['list']);
    expect(all.code).toBe(0);
    expect(all.lines).toEqual([
      `${UNPAID}  2026-11-20 18:00:01  待支付  #1  T-BOX 车载智能终端 × 2  ¥7,360.00`,
      `${PAID}  2026-11-20 18:00:00  已支付  #1  T-BOX 车载智能终端 × 2  ¥7,360.00`,
    ]);
    const paid = await run(['list', '--status', '1']);
    expect(paid.lines).toHaveLength(1);
    expect(paid.lines[0]).toContain(PAID);
  });

  it('ships a paid order with its tracking number (1 → 3) and refuses to ship it twice', async () => {
    const shipped = await run(['ship', PAID, '--tracking', 'SF1234567890123']);
    expect(shipped.code).toBe(0);
    expect(shipped.lines[0]).toContain('已发货');
    const row = await stored(dbFile, PAID);
    expect(row.status).toBe(3);
    expect(row.tracking_no).toBe('SF1234567890123');
    expect(row.shipped_at).toEqual(expect.any(Number));

    const again = await run(['ship', PAID, '--tracking', 'SF1234567890999']);
    expect(again.code).toBe(1);
    expect(again.errors[0]).toBe('订单当前为「待收货」，不能变为「待收货」');
    expect((await stored(dbFile, PAID)).tracking_no).toBe('SF1234567890123');
  });

  it('refuses to ship an unpaid order or to complete one not yet received', async () => {
    const unpaid = await run(['ship', UNPAID, '--tracking', 'SF1234567890123']);
    expect(unpaid.code).toBe(1);
    expect(unpaid.errors[0]).toBe('订单当前为「待支付」，不能变为「待收货」');
    expect((await stored(dbFile, UNPAID)).status).toBe(0);
    const early = await run(['complete', PAID]);
    expect(early.code).toBe(1);
    expect(early.errors[0]).toBe('订单当前为「待收货」，不能变为「已完成」');
    const missing = await run(['complete', 'HO20990101999999']);
    expect(missing.errors[0]).toBe('订单不存在');
  });

  it('expires unpaid orders past their 30 minutes, once', async () => {
    const db = await openDatabase(dbFile);
    await db
      .insertInto('server_orders')
      .values({
        order_no: 'SO20261124000009',
        user_id: 1,
        order_type: 0,
        server_type: 2,
        service_id: 6,
        duration_unit: 3,
        duration: 1,
        accounts: 1,
        amount_cents: 12000,
        status: 0,
        created_at: T0,
        expires_at: T0 + 30 * 60_000,
      })
      .execute();
    await db.destroy();
    const first = await run(['expire']);
    expect(first.code).toBe(0);
    expect(first.lines).toContain('SO20261124000009 超时未支付，已取消');
    expect(first.lines).toContain(`${UNPAID} 超时未支付，已取消`);
    const again = await run(['expire']);
    expect(again.lines.join('\n')).not.toContain('SO20261124000009');
  });

  it('reconciles payments with the sandbox gateway: exit 0 when they agree, 3 with the rows when not', async () => {
    expect(await run(['reconcile'])).toMatchObject({
      code: 0,
      lines: ['对账一致：没有与支付网关记录不符的支付'],
    });
    const db = await openDatabase(dbFile);
    await db
      .insertInto('payments')
      .values({
        payment_no: 'PA20261124000001',
        order_no: PAID,
        order_kind: 'hardware',
        user_id: 1,
        pay_type: 3,
        status: 'pending',
        amount_cents: 736000,
        balance_cents: 0,
        gateway_cents: 736000,
        channel: 'wechat',
        created_at: T0,
        expires_at: T0 + 30 * 60_000,
        updated_at: T0,
      })
      .execute();
    await db
      .insertInto('sandbox_gateway_payments')
      .values({
        gateway_trade_no: 'SBX-TEST-0001',
        payment_no: 'PA20261124000001',
        channel: 'wechat',
        amount_cents: 736000,
        subject: 'T-BOX 车载智能终端 × 2',
        status: 'approved',
        notify_url: 'http://localhost/api/pay/notify/wechat',
        created_at: T0,
        expires_at: T0 + 30 * 60_000,
        decided_at: T0 + 60_000,
      })
      .execute();
    await db.destroy();
    const found = await run(['reconcile']);
    expect(found.code).toBe(3);
    expect(found.lines[0]).toBe(
      'PA20261124000001  ' +
        `${PAID}  2026-11-20 18:00:00  网关已收款，我方未入账  我方 pending ¥7,360.00  网关 approved ¥7,360.00`,
    );
    expect((await run(['reconcile', '--since', '2026-11-21'])).code).toBe(0);
    expect((await run(['reconcile', '--since', 'yesterday'])).code).toBe(2);
  });

  it('refuses usage errors with exit code 2 and a malformed tracking number with 1', async () => {
    expect((await run([])).code).toBe(2);
    expect((await run(['refund', PAID])).code).toBe(2);
    expect((await run(['ship', 'SO202603180001', '--tracking', 'SF1'])).code).toBe(2);
    expect((await run(['ship', UNPAID])).code).toBe(2);
    expect((await run(['list', '--status', '9'])).code).toBe(2);
    const badTracking = await run(['ship', UNPAID, '--tracking', '运单']);
    expect(badTracking.code).toBe(1);
    expect(badTracking.errors[0]).toContain('运单号');
  });

  itRefusesAMissingDatabase(runOrdersCli, ['list'], () => dbFile);
});
