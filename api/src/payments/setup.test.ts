import fs from 'node:fs';
import type { Kysely } from 'kysely';
import { openDatabase } from '../db/open';
import type { Database } from '../db/types';
import { tempDir } from '../test/harness';
import { createSandboxGateway, type NotifyDelivery } from './sandbox';
import { resolvePaymentGateway } from './setup';
import { freshTestDatabase } from '../test/database';

let db: Kysely<Database>;
const dir = tempDir();
const now = () => new Date(Date.parse('2026-11-23T10:00:00+08:00'));
const log = { warn: () => undefined };

beforeAll(async () => {
  db = await openDatabase(await freshTestDatabase(dir), { demoData: false });
});

afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('resolvePaymentGateway', () => {
  it('is the sandbox by default, and off under NODE_ENV=production unless allowed', () => {
    const deps = { db, now, log };
    expect(resolvePaymentGateway(undefined, deps, {})?.name).toBe('sandbox');
    expect(resolvePaymentGateway(undefined, deps, { NODE_ENV: 'production' })).toBeNull();
    const allowed = { NODE_ENV: 'production', XH_PAY_SANDBOX_IN_PRODUCTION: '1' };
    expect(resolvePaymentGateway(undefined, deps, allowed)?.name).toBe('sandbox');
    expect(resolvePaymentGateway(null, deps, {})).toBeNull();
  });
});

describe('the sandbox delivery', () => {
  async function approvedTrade(deliver: NotifyDelivery, retryDelaysMs: number[]) {
    const gateway = createSandboxGateway({ db, now, secret: 's', deliver, retryDelaysMs });
    const paymentNo = `PY${Math.random().toString(16).slice(2, 12)}`;
    const trade = await gateway.createPayment({
      paymentNo,
      channel: 'wechat',
      amountCents: 100,
      subject: '测试',
      notifyUrl: 'http://localhost/api/pay/notify/wechat',
      returnUrl: 'http://localhost/order/payoff?orderNo=SO1',
      expiresAt: now().getTime() + 60_000,
    });
    const decision = await gateway.decide(trade.gatewayTradeNo, 'approve');
    return { gateway, trade, decision };
  }

  const attempts = async (gatewayTradeNo: string) =>
    db
      .selectFrom('sandbox_gateway_payments')
      .select(['notify_attempts', 'notified_at'])
      .where('gateway_trade_no', '=', gatewayTradeNo)
      .executeTakeFirstOrThrow();

  it('retries with back-off until the receiver answers the success body', async () => {
    let calls = 0;
    const deliver: NotifyDelivery = async () => {
      calls += 1;
      return calls < 3
        ? { status: 500, body: 'busy' }
        : { status: 200, body: '{"code":"SUCCESS","message":"成功"}' };
    };
    const { gateway, trade, decision } = await approvedTrade(deliver, [5, 5, 5]);
    expect(decision).toMatchObject({ kind: 'decided', delivered: false });
    for (let i = 0; i < 50 && (await attempts(trade.gatewayTradeNo)).notified_at === null; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await attempts(trade.gatewayTradeNo)).toEqual({
      notify_attempts: 3,
      notified_at: now().getTime(),
    });
    gateway.close?.();
  });

  it('stops retrying when closed', async () => {
    const deliver: NotifyDelivery = () => Promise.reject(new Error('down'));
    const { gateway, trade } = await approvedTrade(deliver, [20, 20]);
    gateway.close?.();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await attempts(trade.gatewayTradeNo)).notify_attempts).toBe(1);
  });
});
