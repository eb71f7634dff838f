import type { PayResult, Wallet } from '@xingheng/shared';
import { issueToken } from '../auth/tokens';
import { hashRedeemCode } from './codes';
import { DEMO_BALANCE_CENTS, DEMO_CODES, seedDemoPayments } from '../db/seed/payments';
import { get } from '../test/harness';
import {
  accountsOf,
  addCode,
  balanceOf,
  hardwareOrder,
  newPayer,
  orderStatus,
  pay,
  paymentsOf,
  serviceOrder,
  withPayTestApi,
} from '../test/payments';
import { failWrites } from '../test/faults';

const api = withPayTestApi();

async function ledgerOf(userId: number) {
  return api.db
    .selectFrom('wallet_ledger')
    .select(['delta_cents', 'balance_after_cents', 'reason', 'order_no'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

describe('GET /api/order/wallet', () => {
  it('answers the balance in fen, 0 without a wallet, 401 without a login', async () => {
    const rich = await newPayer(api, 12_345);
    const poor = await newPayer(api);
    expect((await get<Wallet>(api.app, '/api/order/wallet', rich.token)).body.data).toEqual({
      balanceCents: 12_345,
    });
    expect((await get<Wallet>(api.app, '/api/order/wallet', poor.token)).body.data).toEqual({
      balanceCents: 0,
    });
    expect((await get(api.app, '/api/order/wallet')).status).toBe(401);
  });

  it('gives the demo account ¥5,000.00 and its codes once, however often it is seeded', async () => {
    const token = await issueToken(api.db, 1, new Date(api.clock.ms));
    const wallet = await get<Wallet>(api.app, '/api/order/wallet', token);
    expect(wallet.body.data.balanceCents).toBe(DEMO_BALANCE_CENTS);
    await api.db
      .updateTable('wallets')
      .set({ balance_cents: 100 })
      .where('user_id', '=', 1)
      .execute();
    await seedDemoPayments(api.db, 1);
    expect(await balanceOf(api, 1)).toBe(100);
    const seedRows = (await ledgerOf(1)).filter((row) => row.reason === 'seed');
    expect(seedRows).toHaveLength(1);
    const codes = await api.db.selectFrom('redeem_codes').select('code_hash').execute();
    for (const code of Object.values(DEMO_CODES)) {
      expect(codes.map((row) => row.code_hash)).toContain(hashRedeemCode(code));
    }
    const stored = await api.db.selectFrom('redeem_codes').select(['label']).execute();
    expect(stored.map((row) => row.label)).toContain('XHSC-****-2026');
  });
});

describe('POST /api/order/pay by balance (pay type 1)', () => {
  it('pays a service order from the balance, amount from the order, and creates its accounts', async () => {
    const payer = await newPayer(api, 50_000);
    const orderNo = await serviceOrder(api, payer.id, 36_000, { accounts: 2 });
    const res = await pay<PayResult>(api, payer.token, { orderNo, payType: 1, amountCents: 1 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'paid', orderNo });
    expect(await balanceOf(api, payer.id)).toBe(14_000);
    expect(await orderStatus(api, orderNo)).toBe(1);
    expect(await accountsOf(api, orderNo)).toBe(2);
    const [payment] = await paymentsOf(api, orderNo);
    expect(payment).toMatchObject({ status: 'paid', pay_type: 1, amount_cents: 36_000 });
    expect(await ledgerOf(payer.id)).toEqual([
      { delta_cents: -36_000, balance_after_cents: 14_000, reason: 'payment', order_no: orderNo },
    ]);
  });

  it('pays a hardware order', async () => {
    const payer = await newPayer(api, 300_000);
    const orderNo = await hardwareOrder(api, payer.id, 298_000);
    expect((await pay(api, payer.token, { orderNo, payType: 1 })).status).toBe(200);
    expect(await orderStatus(api, orderNo)).toBe(1);
    expect(await balanceOf(api, payer.id)).toBe(2_000);
  });

  it('refuses a balance that does not cover the amount, naming the balance, and changes nothing', async () => {
    const payer = await newPayer(api, 9_999);
    const orderNo = await serviceOrder(api, payer.id, 10_000);
    const res = await pay(api, payer.token, { orderNo, payType: 1 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 40084, data: null });
    expect(res.body.msg).toContain('¥99.99');
    expect(await balanceOf(api, payer.id)).toBe(9_999);
    expect(await orderStatus(api, orderNo)).toBe(0);
    expect(await paymentsOf(api, orderNo)).toEqual([]);
  });

  it('answers 404 for an order of another user or none, 409 for a paid or timed-out order', async () => {
    const payer = await newPayer(api, 100_000);
    const other = await newPayer(api, 100_000);
    const theirs = await serviceOrder(api, other.id, 1_000);
    expect((await pay(api, payer.token, { orderNo: theirs, payType: 1 })).body.code).toBe(40401);
    expect((await pay(api, payer.token, { orderNo: 'SO1', payType: 1 })).status).toBe(404);
    const mine = await serviceOrder(api, payer.id, 1_000);
    await pay(api, payer.token, { orderNo: mine, payType: 1 });
    const again = await pay(api, payer.token, { orderNo: mine, payType: 1 });
    expect(again).toMatchObject({ status: 409, body: { code: 40900 } });
    const late = await serviceOrder(api, payer.id, 1_000);
    await api.db
      .updateTable('server_orders')
      .set({ expires_at: api.clock.ms })
      .where('order_no', '=', late)
      .execute();
    expect((await pay(api, payer.token, { orderNo: late, payType: 1 })).status).toBe(409);
    expect(await balanceOf(api, payer.id)).toBe(99_000);
  });

  it('lets two payments at the same moment take no more than the balance (one wins)', async () => {
    const payer = await newPayer(api, 5_000);
    const first = await serviceOrder(api, payer.id, 3_000);
    const second = await hardwareOrder(api, payer.id, 3_000);
    const answers = await Promise.all([
      pay(api, payer.token, { orderNo: first, payType: 1 }),
      pay(api, payer.token, { orderNo: second, payType: 1 }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)?.body.code).toBe(40084);
    expect(await balanceOf(api, payer.id)).toBe(2_000);
    const paid = await api.db
      .selectFrom('payments')
      .select('payment_no')
      .where('user_id', '=', payer.id)
      .where('status', '=', 'paid')
      .execute();
    expect(paid).toHaveLength(1);
  });

  it('pays one order once when it is paid twice at the same moment', async () => {
    const payer = await newPayer(api, 10_000);
    const orderNo = await serviceOrder(api, payer.id, 4_000);
    const answers = await Promise.all([
      pay(api, payer.token, { orderNo, payType: 1 }),
      pay(api, payer.token, { orderNo, payType: 1 }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await balanceOf(api, payer.id)).toBe(6_000);
    expect(await accountsOf(api, orderNo)).toBe(1);
  });
});

describe('POST /api/order/pay by code (pay types 4 and 5)', () => {
  it('redeems a service code for a matching order, typed in any case and spacing, once', async () => {
    const payer = await newPayer(api);
    const orderNo = await serviceOrder(api, payer.id, 36_000);
    await addCode(api, 'XHSC-TEST-AAAA-0001', { kind: 'service' });
    const res = await pay(api, payer.token, { orderNo, payType: 4, code: ' xhsc test aaaa 0001 ' });
    expect(res.status).toBe(200);
    expect(await orderStatus(api, orderNo)).toBe(1);
    expect(await accountsOf(api, orderNo)).toBe(1);
    const code = await api.db
      .selectFrom('redeem_codes')
      .selectAll()
      .where('code_hash', '=', hashRedeemCode('XHSC-TEST-AAAA-0001'))
      .executeTakeFirstOrThrow();
    expect(code).toMatchObject({ used_by: payer.id, order_no: orderNo });
    const next = await serviceOrder(api, payer.id, 36_000);
    const reuse = await pay(api, payer.token, {
      orderNo: next,
      payType: 4,
      code: 'XHSC-TEST-AAAA-0001',
    });
    expect(reuse).toMatchObject({ status: 400, body: { code: 40081, msg: '该服务码已被使用' } });
  });

  it('pays the demo order with the demo service code', async () => {
    const token = await issueToken(api.db, 1, new Date(api.clock.ms));
    const orderNo = await serviceOrder(api, 1, 36_000);
    const res = await pay(api, token, { orderNo, payType: 4, code: DEMO_CODES.serviceCm });
    expect(res.status).toBe(200);
  });

  it('refuses a wrong, expired or mismatched code with its own code, changing nothing', async () => {
    const payer = await newPayer(api);
    const orderNo = await serviceOrder(api, payer.id, 36_000, { accounts: 2 });
    await addCode(api, 'XHSC-TEST-BBBB-0001', { kind: 'service', accounts: 1 });
    await addCode(api, 'XHSC-TEST-BBBB-0002', { kind: 'service', duration: 3, accounts: 5 });
    await addCode(api, 'XHSC-TEST-BBBB-0003', {
      kind: 'service',
      accounts: 5,
      expiresAt: api.clock.ms,
    });
    await addCode(api, 'XHRC-TEST-BBBB-0004', { kind: 'redemption', valueCents: 100_000 });
    const tries: [string, number][] = [
      ['XHSC-NOPE-NOPE-0000', 40080],
      ['XHSC-TEST-BBBB-0001', 40083],
      ['XHSC-TEST-BBBB-0002', 40083],
      ['XHSC-TEST-BBBB-0003', 40082],
      ['XHRC-TEST-BBBB-0004', 40080],
    ];
    for (const [code, expected] of tries) {
      const res = await pay(api, payer.token, { orderNo, payType: 4, code });
      expect({ code, status: res.status, body: res.body.code }).toEqual({
        code,
        status: 400,
        body: expected,
      });
      expect(res.body.msg).toMatch(/服务码/);
    }
    const hardware = await hardwareOrder(api, payer.id, 1_000);
    const onHardware = await pay(api, payer.token, {
      orderNo: hardware,
      payType: 4,
      code: 'XHSC-TEST-BBBB-0002',
    });
    expect(onHardware.body.code).toBe(40083);
    expect(await orderStatus(api, orderNo)).toBe(0);
    const used = await api.db
      .selectFrom('redeem_codes')
      .select('code_hash')
      .where('used_at', 'is not', null)
      .where('used_by', '=', payer.id)
      .execute();
    expect(used).toEqual([]);
  });

  it('pays any order up to a redemption code’s face value and credits the rest to the balance', async () => {
    const payer = await newPayer(api, 500);
    const orderNo = await hardwareOrder(api, payer.id, 6_000);
    await addCode(api, 'XHRC-TEST-CCCC-0001', { kind: 'redemption', valueCents: 10_000 });
    expect(
      (await pay(api, payer.token, { orderNo, payType: 5, code: 'XHRC-TEST-CCCC-0001' })).status,
    ).toBe(200);
    expect(await orderStatus(api, orderNo)).toBe(1);
    expect(await balanceOf(api, payer.id)).toBe(4_500);
    expect(await ledgerOf(payer.id)).toEqual([
      {
        delta_cents: 4_000,
        balance_after_cents: 4_500,
        reason: 'redemption_remainder',
        order_no: orderNo,
      },
    ]);
    await addCode(api, 'XHRC-TEST-CCCC-0002', { kind: 'redemption', valueCents: 5_999 });
    const big = await hardwareOrder(api, payer.id, 6_000);
    const res = await pay(api, payer.token, {
      orderNo: big,
      payType: 5,
      code: 'XHRC-TEST-CCCC-0002',
    });
    expect(res.body).toMatchObject({ code: 40083 });
    expect(res.body.msg).toContain('¥59.99');
  });

  it('asks for the code of pay types 4 and 5 and refuses one for the others', async () => {
    const payer = await newPayer(api, 10_000);
    const orderNo = await serviceOrder(api, payer.id, 1_000);
    expect((await pay(api, payer.token, { orderNo, payType: 5 })).body).toMatchObject({
      code: 40001,
      msg: '请输入兑换码',
    });
    expect(
      (await pay(api, payer.token, { orderNo, payType: 1, code: 'XHRC-1234' })).body.code,
    ).toBe(40001);
  });

  it('lets one code pay one of two orders paid with it at the same moment', async () => {
    const payer = await newPayer(api);
    const first = await serviceOrder(api, payer.id, 36_000);
    const second = await serviceOrder(api, payer.id, 36_000);
    await addCode(api, 'XHSC-TEST-DDDD-0001', { kind: 'service' });
    const answers = await Promise.all([
      pay(api, payer.token, { orderNo: first, payType: 4, code: 'XHSC-TEST-DDDD-0001' }),
      pay(api, payer.token, { orderNo: second, payType: 4, code: 'XHSC-TEST-DDDD-0001' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)?.body.code).toBe(40081);
    const statuses = [await orderStatus(api, first), await orderStatus(api, second)].sort();
    expect(statuses).toEqual([0, 1]);
  });
});

describe('a payment transaction failing in its last step', () => {
  let restore: (() => Promise<void>) | undefined;
  const failSettle = async () => {
    restore = await failWrites(api.db, {
      name: 'fail_settle',
      table: 'server_orders',
      event: 'update',
      column: 'status',
      when: 'new.status = 1',
      message: 'settle failed on purpose',
    });
  };

  afterEach(async () => {
    await restore?.();
  });

  it('leaves balance, code, order and payments as they were', async () => {
    const payer = await newPayer(api, 50_000);
    const byBalance = await serviceOrder(api, payer.id, 20_000);
    const byCode = await serviceOrder(api, payer.id, 20_000);
    await addCode(api, 'XHRC-TEST-EEEE-0001', { kind: 'redemption', valueCents: 30_000 });
    await failSettle();
    const one = await pay(api, payer.token, { orderNo: byBalance, payType: 1 });
    const two = await pay(api, payer.token, {
      orderNo: byCode,
      payType: 5,
      code: 'XHRC-TEST-EEEE-0001',
    });
    expect([one.status, two.status]).toEqual([500, 500]);
    expect(await balanceOf(api, payer.id)).toBe(50_000);
    expect(await ledgerOf(payer.id)).toEqual([]);
    expect(await orderStatus(api, byBalance)).toBe(0);
    expect(await paymentsOf(api, byBalance)).toEqual([]);
    expect(await paymentsOf(api, byCode)).toEqual([]);
    const code = await api.db
      .selectFrom('redeem_codes')
      .select('used_at')
      .where('code_hash', '=', hashRedeemCode('XHRC-TEST-EEEE-0001'))
      .executeTakeFirstOrThrow();
    expect(code.used_at).toBeNull();
    await restore?.();
    expect(
      (await pay(api, payer.token, { orderNo: byCode, payType: 5, code: 'XHRC-TEST-EEEE-0001' }))
        .status,
    ).toBe(200);
    expect(await balanceOf(api, payer.id)).toBe(60_000);
  });
});
