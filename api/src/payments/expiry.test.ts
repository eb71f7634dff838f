import { expireUnpaidOrders } from './expiry';
import { createSandboxGateway } from './sandbox';
import { reconcilePayments } from './reconcile';
import {
  balanceOf,
  decide,
  hardwareOrder,
  newPayer,
  orderStatus,
  pay,
  paymentsOf,
  postNotify,
  serviceOrder,
  signedNotice,
  startPayTestApi,
  withPayTestApi,
  startPending,
  TEST_SANDBOX_SECRET,
  THIRTY_MINUTES,
  type PayTestApi,
} from '../test/payments';

const api = withPayTestApi();

/** Everything a run of the expiry could change, for comparing two runs. */
async function snapshot(userId: number) {
  return {
    orders: await api.db
      .selectFrom('server_orders')
      .select(['order_no', 'status'])
      .where('user_id', '=', userId)
      .orderBy('order_no')
      .execute(),
    hardware: await api.db
      .selectFrom('hardware_orders')
      .select(['order_no', 'status'])
      .where('user_id', '=', userId)
      .orderBy('order_no')
      .execute(),
    payments: await api.db
      .selectFrom('payments')
      .select(['payment_no', 'status'])
      .where('user_id', '=', userId)
      .orderBy('payment_no')
      .execute(),
    ledger: await api.db
      .selectFrom('wallet_ledger')
      .select(['delta_cents', 'reason'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    balance: await balanceOf(api, userId),
  };
}

describe('expireUnpaidOrders', () => {
  it('cancels unpaid orders past 30 minutes, expires their payments and refunds; twice = once', async () => {
    const payer = await newPayer(api, 3_000);
    const service = await serviceOrder(api, payer.id, 10_000);
    const hardware = await hardwareOrder(api, payer.id, 5_000);
    const pending = await startPending(api, payer.token, service, 6);
    expect(await balanceOf(api, payer.id)).toBe(0);
    api.clock.ms += THIRTY_MINUTES - 1;
    const early = await expireUnpaidOrders(api.db, new Date(api.clock.ms));
    expect(early.cancelled.filter((o) => [service, hardware].includes(o.orderNo))).toEqual([]);

    api.clock.ms += 1;
    const report = await expireUnpaidOrders(api.db, new Date(api.clock.ms));
    expect(report.cancelled).toEqual(
      expect.arrayContaining([
        { kind: 'service', orderNo: service },
        { kind: 'hardware', orderNo: hardware },
      ]),
    );
    expect(report.expiredPayments).toContain(pending.paymentNo);
    expect(await orderStatus(api, service)).toBe(3);
    expect(await orderStatus(api, hardware)).toBe(2);
    const [payment] = await paymentsOf(api, service);
    expect(payment).toMatchObject({ status: 'expired', fail_reason: '订单超时未支付，已自动取消' });
    expect(await balanceOf(api, payer.id)).toBe(3_000);

    const before = await snapshot(payer.id);
    const second = await expireUnpaidOrders(api.db, new Date(api.clock.ms));
    expect(second).toEqual({ cancelled: [], expiredPayments: [] });
    expect(await snapshot(payer.id)).toEqual(before);

    // The gateway's money for the expired payment arrives late: it goes to the balance, once.
    const trade = await api.db
      .selectFrom('sandbox_gateway_payments')
      .select('gateway_trade_no')
      .where('payment_no', '=', pending.paymentNo)
      .executeTakeFirstOrThrow();
    const notice = signedNotice(api, {
      paymentNo: pending.paymentNo,
      gatewayTradeNo: trade.gateway_trade_no,
      channel: 'wechat',
      amountCents: 7_000,
      result: 'SUCCESS',
    });
    expect((await postNotify(api, 'wechat', notice)).statusCode).toBe(200);
    expect((await postNotify(api, 'wechat', notice)).statusCode).toBe(200);
    expect(await balanceOf(api, payer.id)).toBe(10_000);
    expect(await orderStatus(api, service)).toBe(3);
    const [late] = await paymentsOf(api, service);
    expect(late).toMatchObject({ status: 'expired', paid_at: api.clock.ms });
  });

  it('leaves an order paid meanwhile alone', async () => {
    const payer = await newPayer(api, 10_000);
    const orderNo = await serviceOrder(api, payer.id, 10_000);
    expect((await pay(api, payer.token, { orderNo, payType: 1 })).status).toBe(200);
    api.clock.ms += THIRTY_MINUTES;
    const report = await expireUnpaidOrders(api.db, new Date(api.clock.ms));
    expect(report.cancelled.map((o) => o.orderNo)).not.toContain(orderNo);
    expect(await orderStatus(api, orderNo)).toBe(1);
  });
});

describe('the expiry timer of the API process', () => {
  it('cancels an order past its expiry on its own', async () => {
    const own = await startPayTestApi(undefined, 20);
    try {
      const payer = await newPayer(own);
      const orderNo = await serviceOrder(own, payer.id, 1_000);
      await own.db
        .updateTable('server_orders')
        .set({ expires_at: own.clock.ms })
        .where('order_no', '=', orderNo)
        .execute();
      for (let i = 0; i < 100 && (await orderStatus(own, orderNo)) === 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await orderStatus(own, orderNo)).toBe(3);
    } finally {
      await own.close();
    }
  });
});

describe('reconcilePayments', () => {
  it('lists an approved payment we did not record, a paid one the gateway lacks, and an amount that differs', async () => {
    api.clock.ms += 1000;
    const since = api.clock.ms;
    const payer = await newPayer(api);
    const lost = await serviceOrder(api, payer.id, 10_000);
    const fine = await serviceOrder(api, payer.id, 20_000);
    const lostPay = await startPending(api, payer.token, lost, 3);
    const finePay = await startPending(api, payer.token, fine, 2);
    api.offline.value = true;
    await decide(api, lostPay.codeUrl ?? '', 'approve');
    api.offline.value = false;
    await decide(api, finePay.payUrl ?? '', 'approve');
    expect(await orderStatus(api, fine)).toBe(1);

    const rows = await reconcilePayments(api.db, gatewayOf(api), { since });
    expect(rows.map((r) => [r.issue, r.paymentNo])).toEqual([
      ['approvedNotPaid', lostPay.paymentNo],
    ]);
    expect(rows[0]).toMatchObject({
      orderNo: lost,
      status: 'pending',
      gateway: { status: 'approved', amountCents: 10_000 },
    });

    await api.db
      .updateTable('sandbox_gateway_payments')
      .set({ status: 'created', amount_cents: 19_999 })
      .where('payment_no', '=', finePay.paymentNo)
      .execute();
    const planted = await reconcilePayments(api.db, gatewayOf(api), { since });
    expect(planted.filter((r) => r.paymentNo === finePay.paymentNo).map((r) => r.issue)).toEqual([
      'paidNotApproved',
      'amountDiffers',
    ]);
  });
});

/** The sandbox gateway over the test's database: its `queryPayment` is what is compared. */
function gatewayOf(test: PayTestApi) {
  return createSandboxGateway({
    db: test.db,
    now: () => new Date(test.clock.ms),
    secret: TEST_SANDBOX_SECRET,
  });
}
