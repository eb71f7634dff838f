import type { PayResult, PaymentState } from '@xingheng/shared';
import { get, TEST_PUBLIC_ORIGIN } from '../test/harness';
import {
  accountsOf,
  balanceOf,
  decide,
  hardwareOrder,
  newPayer,
  orderStatus,
  pay,
  paymentsOf,
  postNotify,
  sandboxPage,
  serviceOrder,
  signedNotice,
  withPayTestApi,
  startPending,
  type PendingPay,
} from '../test/payments';
import { failWrites } from '../test/faults';

const api = withPayTestApi();

beforeEach(() => {
  api.offline.value = false;
  api.clock.ms += 1000;
});

async function paidCount(orderNo: string): Promise<number> {
  return (await paymentsOf(api, orderNo)).filter((p) => p.status === 'paid').length;
}

async function tradeOf(paymentNo: string) {
  return api.db
    .selectFrom('sandbox_gateway_payments')
    .selectAll()
    .where('payment_no', '=', paymentNo)
    .executeTakeFirstOrThrow();
}

/**
 * A new payer (holding `balanceCents`) with an unpaid service order of `amountCents` and a payment
 * of it started with `payType`.
 */
async function pendingServiceOrder(
  payType: 2 | 3 | 6,
  { amountCents = 10_000, balanceCents = 0 } = {},
): Promise<{ payer: { id: number; token: string }; orderNo: string; pending: PendingPay }> {
  const payer = await newPayer(api, balanceCents);
  const orderNo = await serviceOrder(api, payer.id, amountCents);
  const pending = await startPending(api, payer.token, orderNo, payType);
  return { payer, orderNo, pending };
}

/** The success notice the gateway sends for a pending WeChat payment of 10 000 fen. */
async function wechatNoticeOf(pending: PendingPay) {
  const trade = await tradeOf(pending.paymentNo);
  return {
    paymentNo: pending.paymentNo,
    gatewayTradeNo: trade.gateway_trade_no,
    channel: 'wechat' as const,
    amountCents: 10_000,
    result: 'SUCCESS' as const,
  };
}

describe('Alipay (pay type 2) through the sandbox', () => {
  it('opens the sandbox page, and 确认支付 pays the order and returns to /order/payoff', async () => {
    const payer = await newPayer(api);
    const orderNo = await hardwareOrder(api, payer.id, 69_900);
    const pending = await startPending(api, payer.token, orderNo, 2);
    expect(pending).toMatchObject({ channel: 'alipay', codeUrl: null, gatewayCents: 69_900 });
    expect(pending.payUrl).toMatch(
      new RegExp(`^${TEST_PUBLIC_ORIGIN}/api/pay/sandbox/SBX[0-9a-f]{32}$`),
    );

    const page = await sandboxPage(api, pending.payUrl ?? '');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    for (const text of ['支付沙盒', '模拟支付宝', '¥699.00', '确认支付', '拒绝支付', 'P-BOX']) {
      expect(page.body).toContain(text);
    }
    expect(page.body).not.toMatch(/<script|style=/);
    expect(page.body).not.toContain('test-sandbox-secret');

    const approved = await decide(api, pending.payUrl ?? '', 'approve');
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(`${TEST_PUBLIC_ORIGIN}/order/payoff?orderNo=${orderNo}`);
    expect(await orderStatus(api, orderNo)).toBe(1);
    const status = await get<PaymentState>(
      api.app,
      `/api/order/payment/status?paymentNo=${pending.paymentNo}`,
      payer.token,
    );
    expect(status.body.data).toMatchObject({ status: 'paid', orderNo, gatewayCents: 69_900 });
    const order = await api.db
      .selectFrom('hardware_orders')
      .select(['pay_type', 'paid_at'])
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ pay_type: 2, paid_at: api.clock.ms });
  });

  it('拒绝支付 fails the payment, leaves the order unpaid and returns to /order/payError', async () => {
    const { orderNo, pending } = await pendingServiceOrder(2, { amountCents: 12_000 });
    const declined = await decide(api, pending.payUrl ?? '', 'decline');
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(
      `${TEST_PUBLIC_ORIGIN}/order/payError?orderNo=${orderNo}`,
    );
    const [payment] = await paymentsOf(api, orderNo);
    expect(payment).toMatchObject({ status: 'failed', fail_reason: '付款人拒绝支付' });
    expect(await orderStatus(api, orderNo)).toBe(0);
    const again = await decide(api, pending.payUrl ?? '', 'approve');
    expect(again.statusCode).toBe(409);
    expect(await orderStatus(api, orderNo)).toBe(0);
  });
});

describe('the public origin (docs/security.md "The public origin")', () => {
  it('hands out and stores URLs on the configured origin whatever Host or X-Forwarded-Host says', async () => {
    const payer = await newPayer(api);
    const orderNo = await hardwareOrder(api, payer.id, 69_900);
    const attacks = [
      { host: 'attacker.example:8443' },
      { host: 'localhost', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    ];
    for (const headers of attacks) {
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/order/pay',
        headers: { authorization: payer.token, ...headers },
        payload: { orderNo, payType: 2 },
      });
      const pending = (res.json() as { data: PendingPay }).data;
      expect(new URL(pending.payUrl ?? '').origin).toBe(TEST_PUBLIC_ORIGIN);
      const trade = await tradeOf(pending.paymentNo);
      expect(trade.notify_url).toBe(`${TEST_PUBLIC_ORIGIN}/api/pay/notify/alipay`);
      expect(trade.return_url).toBe(`${TEST_PUBLIC_ORIGIN}/order/payoff?orderNo=${orderNo}`);
    }
    const declined = await api.app.inject({
      method: 'POST',
      url: `${new URL((await startPending(api, payer.token, orderNo, 2)).payUrl ?? '').pathname}/decline`,
      headers: { host: 'attacker.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(new URL(String(declined.headers.location)).origin).toBe(TEST_PUBLIC_ORIGIN);
  });
});

describe('WeChat pay (pay type 3) and balance + WeChat (6)', () => {
  it('gives the sandbox page as code_url; approving it shows 支付完成 on the phone', async () => {
    const payer = await newPayer(api);
    const orderNo = await serviceOrder(api, payer.id, 36_000, { accounts: 3 });
    const pending = await startPending(api, payer.token, orderNo, 3);
    expect(pending).toMatchObject({ channel: 'wechat', payUrl: null, balanceCents: 0 });
    const page = await sandboxPage(api, pending.codeUrl ?? '');
    expect(page.body).toContain('模拟微信支付');
    const approved = await decide(api, pending.codeUrl ?? '', 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.body).toContain('支付完成，请回到电脑查看订单');
    expect(await orderStatus(api, orderNo)).toBe(1);
    expect(await accountsOf(api, orderNo)).toBe(3);
  });

  it('takes the balance first and WeChat the rest', async () => {
    const { payer, orderNo, pending } = await pendingServiceOrder(6, { balanceCents: 3_000 });
    expect(pending).toMatchObject({ balanceCents: 3_000, gatewayCents: 7_000, channel: 'wechat' });
    expect(await balanceOf(api, payer.id)).toBe(0);
    expect((await tradeOf(pending.paymentNo)).amount_cents).toBe(7_000);
    await decide(api, pending.codeUrl ?? '', 'approve');
    expect(await orderStatus(api, orderNo)).toBe(1);
    expect(await balanceOf(api, payer.id)).toBe(0);
    const [payment] = await paymentsOf(api, orderNo);
    expect(payment).toMatchObject({ status: 'paid', pay_type: 6, balance_cents: 3_000 });
  });

  it('pays at once from the balance when it covers everything', async () => {
    const payer = await newPayer(api, 20_000);
    const orderNo = await serviceOrder(api, payer.id, 10_000);
    const res = await pay<PayResult>(api, payer.token, { orderNo, payType: 6 });
    expect(res.body.data).toMatchObject({ status: 'paid', orderNo });
    expect(await balanceOf(api, payer.id)).toBe(10_000);
    expect(
      await api.db
        .selectFrom('sandbox_gateway_payments')
        .select('payment_no')
        .where('payment_no', '=', res.body.data.paymentNo)
        .execute(),
    ).toEqual([]);
  });

  it('gives the held balance back when the WeChat part is declined', async () => {
    const { payer, orderNo, pending } = await pendingServiceOrder(6, { balanceCents: 3_000 });
    const declined = await decide(api, pending.codeUrl ?? '', 'decline');
    expect(declined.body).toContain('已拒绝支付');
    expect(await balanceOf(api, payer.id)).toBe(3_000);
    const ledger = await api.db
      .selectFrom('wallet_ledger')
      .select(['delta_cents', 'reason'])
      .where('user_id', '=', payer.id)
      .orderBy('created_at')
      .execute();
    expect(ledger).toEqual([
      { delta_cents: -3_000, reason: 'payment' },
      { delta_cents: 3_000, reason: 'refund' },
    ]);
    expect(await orderStatus(api, orderNo)).toBe(0);
  });

  it('re-opened, holds the same balance part each time, one after another or 15 at once', async () => {
    const payer = await newPayer(api, 612_000);
    const orderNo = await serviceOrder(api, payer.id, 736_000);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      api.clock.ms += 1000;
      const pending = await startPending(api, payer.token, orderNo, 6);
      expect(pending).toMatchObject({ balanceCents: 612_000, gatewayCents: 124_000 });
      expect((await tradeOf(pending.paymentNo)).amount_cents).toBe(124_000);
      expect(await balanceOf(api, payer.id)).toBe(0);
    }
    api.clock.ms += 1000;
    const answers = await Promise.all(
      Array.from({ length: 15 }, () => pay<PayResult>(api, payer.token, { orderNo, payType: 6 })),
    );
    for (const answer of answers) {
      expect(answer.body.data).toMatchObject({
        status: 'pending',
        balanceCents: 612_000,
        gatewayCents: 124_000,
      });
    }
    const open = (await paymentsOf(api, orderNo)).filter((row) => row.status === 'pending');
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ balance_cents: 612_000, gateway_cents: 124_000 });
    // Exactly one hold is out: the 17 closed attempts gave theirs back.
    expect(await balanceOf(api, payer.id)).toBe(0);
    const ledger = await api.db
      .selectFrom('wallet_ledger')
      .select((eb) => eb.fn.sum<number>('delta_cents').as('sum'))
      .where('user_id', '=', payer.id)
      .executeTakeFirstOrThrow();
    expect(Number(ledger.sum)).toBe(-612_000);
  });

  it('closes an older pending payment when a new one starts, refunding what it held', async () => {
    const payer = await newPayer(api, 3_000);
    const orderNo = await serviceOrder(api, payer.id, 10_000);
    const first = await startPending(api, payer.token, orderNo, 6);
    api.clock.ms += 1000;
    const second = await startPending(api, payer.token, orderNo, 2);
    const [older, newer] = await paymentsOf(api, orderNo);
    expect(older).toMatchObject({ payment_no: first.paymentNo, status: 'failed' });
    expect(newer).toMatchObject({
      payment_no: second.paymentNo,
      status: 'pending',
      gateway_cents: 10_000,
    });
    expect(await balanceOf(api, payer.id)).toBe(3_000);
    // The payer still approves the first one: the money arrives for a closed payment and goes to
    // the balance; the order is paid by neither.
    const late = await decide(api, first.codeUrl ?? '', 'approve');
    expect(late.statusCode).toBe(200);
    expect(await balanceOf(api, payer.id)).toBe(10_000);
    expect(await orderStatus(api, orderNo)).toBe(0);
    const [closed] = await paymentsOf(api, orderNo);
    expect(closed?.status).toBe('failed');
    expect(closed?.fail_reason).toContain('已退回余额');
  });
});

describe('POST /api/pay/notify/{channel}', () => {
  it('refuses a forged signature and a tampered amount, changing nothing', async () => {
    const { orderNo, pending } = await pendingServiceOrder(3);
    const notice = await wechatNoticeOf(pending);
    const genuine = signedNotice(api, notice);
    const forged = {
      ...genuine,
      headers: { ...genuine.headers, 'x-xh-signature': 'a'.repeat(64) },
    };
    const unsigned = { body: genuine.body, headers: { 'content-type': 'application/json' } };
    const edited = { ...genuine, body: genuine.body.replace('10000', '1') };
    const tampered = signedNotice(api, { ...notice, amountCents: 1 });
    for (const request of [forged, unsigned, edited]) {
      const res = await postNotify(api, 'wechat', request);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 40085 });
    }
    const res = await postNotify(api, 'wechat', tampered);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 40086 });
    expect((await paymentsOf(api, orderNo))[0]?.status).toBe('pending');
    expect(await orderStatus(api, orderNo)).toBe(0);
    const stale = signedNotice({ ...api, clock: { ms: api.clock.ms - 10 * 60 * 1000 } }, notice);
    expect((await postNotify(api, 'wechat', stale)).statusCode).toBe(400);
    expect((await postNotify(api, 'alipay', genuine)).statusCode).toBe(400);
    expect((await postNotify(api, 'wechat', genuine)).statusCode).toBe(200);
  });

  it('keeps bodies to 16 KB and reads any content type raw', async () => {
    const big = { body: 'x'.repeat(17 * 1024), headers: { 'content-type': 'application/json' } };
    expect((await postNotify(api, 'wechat', big)).statusCode).toBe(413);
    const form = { body: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    expect((await postNotify(api, 'alipay', form)).json()).toMatchObject({ code: 40085 });
    expect((await postNotify(api, 'alipay', { body: '', headers: {} })).statusCode).toBe(400);
  });

  it('pays once when the same notification is repeated', async () => {
    const payer = await newPayer(api, 2_000);
    const orderNo = await serviceOrder(api, payer.id, 10_000, { accounts: 2 });
    const pending = await startPending(api, payer.token, orderNo, 6);
    await decide(api, pending.codeUrl ?? '', 'approve');
    const delivered = api.deliveries.at(-1);
    if (!delivered) throw new Error('no delivery');
    for (let i = 0; i < 3; i += 1) {
      const res = await postNotify(api, 'wechat', delivered);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('{"code":"SUCCESS","message":"成功"}');
    }
    expect(await paidCount(orderNo)).toBe(1);
    expect(await accountsOf(api, orderNo)).toBe(2);
    expect(await balanceOf(api, payer.id)).toBe(0);
  });

  it('pays once when two notifications arrive at the same moment', async () => {
    const { orderNo, pending } = await pendingServiceOrder(3);
    const notice = await wechatNoticeOf(pending);
    const answers = await Promise.all([
      postNotify(api, 'wechat', signedNotice(api, notice)),
      postNotify(api, 'wechat', signedNotice(api, notice)),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await paidCount(orderNo)).toBe(1);
    expect(await accountsOf(api, orderNo)).toBe(1);
  });

  it('answers 500 until the payment is stored, and the sandbox delivers again', async () => {
    const { orderNo, pending } = await pendingServiceOrder(3);
    const restore = await failWrites(api.db, {
      name: 'fail_settle',
      table: 'server_orders',
      event: 'update',
      column: 'status',
      when: 'new.status = 1',
      message: 'down on purpose',
    });
    try {
      const first = await decide(api, pending.codeUrl ?? '', 'approve');
      expect(first.body).toContain('沙盒会自动重试通知');
      expect((await paymentsOf(api, orderNo))[0]?.status).toBe('pending');
      expect((await tradeOf(pending.paymentNo)).notified_at).toBeNull();
    } finally {
      await restore();
    }
    const again = await decide(api, pending.codeUrl ?? '', 'approve');
    expect(again.body).not.toContain('沙盒会自动重试通知');
    expect(await orderStatus(api, orderNo)).toBe(1);
    expect((await tradeOf(pending.paymentNo)).notify_attempts).toBe(2);
  });

  it('refuses to approve after the payment expired', async () => {
    const { orderNo, pending } = await pendingServiceOrder(2);
    api.clock.ms = pending.expiresAt;
    const page = await sandboxPage(api, pending.payUrl ?? '');
    expect(page.body).toContain('支付已过期');
    const res = await decide(api, pending.payUrl ?? '', 'approve');
    expect(res.statusCode).toBe(410);
    expect(await orderStatus(api, orderNo)).toBe(0);
  });
});

describe('GET /api/order/payment/status', () => {
  it('answers only the user’s own payment', async () => {
    const { payer, orderNo, pending } = await pendingServiceOrder(3);
    const other = await newPayer(api);
    const mine = await get<PaymentState>(
      api.app,
      `/api/order/payment/status?paymentNo=${pending.paymentNo}`,
      payer.token,
    );
    expect(mine.body.data).toEqual({
      paymentNo: pending.paymentNo,
      orderNo,
      status: 'pending',
      codeUrl: pending.codeUrl,
      gatewayCents: 10_000,
      expiresAt: pending.expiresAt,
      failReason: null,
    });
    const theirs = await get(
      api.app,
      `/api/order/payment/status?paymentNo=${pending.paymentNo}`,
      other.token,
    );
    expect(theirs).toMatchObject({ status: 404, body: { code: 40401 } });
  });
});
