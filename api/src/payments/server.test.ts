import net, { type AddressInfo } from 'node:net';
import type { PayResult } from '@xingheng/shared';
import { issueToken } from '../auth/tokens';
import { openDatabase } from '../db/open';
import { sandboxGatewayFactory } from './setup';
import { startTestApi } from '../test/harness';

const USER = { id: 920_001, phone: '13920000001' };

async function addPayer(dbFile: string, balanceCents: number): Promise<string> {
  const db = await openDatabase(dbFile);
  try {
    const now = Date.now();
    await db
      .insertInto('users')
      .values({ ...USER, password_hash: 'x', nickname: '付款人', created_at: now })
      .execute();
    await db
      .insertInto('wallets')
      .values({ user_id: USER.id, balance_cents: balanceCents, updated_at: now })
      .execute();
    for (const [orderNo, amount] of [
      ['SO2026112399990001', 10_000],
      ['SO2026112399990002', 5_000],
    ] as const) {
      await db
        .insertInto('server_orders')
        .values({
          order_no: orderNo,
          user_id: USER.id,
          order_type: 0,
          server_type: 2,
          duration_unit: 3,
          duration: 1,
          amount_cents: amount,
          status: 0,
          created_at: now,
          service_id: 6,
          expires_at: now + 30 * 60 * 1000,
        })
        .execute();
    }
    return await issueToken(db, USER.id, new Date(now));
  } finally {
    await db.destroy();
  }
}

async function statusOf(dbFile: string, orderNo: string): Promise<number | undefined> {
  const db = await openDatabase(dbFile);
  try {
    const row = await db
      .selectFrom('server_orders')
      .select('status')
      .where('order_no', '=', orderNo)
      .executeTakeFirst();
    return row?.status;
  } finally {
    await db.destroy();
  }
}

/** A loopback port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the sandbox over real HTTP', () => {
  it('delivers its signed notification with fetch to the notify URL of the public origin', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const api = await startTestApi(undefined, {
      paymentGateway: sandboxGatewayFactory({ retryDelaysMs: [] }),
      publicOrigin: base,
    });
    try {
      const token = await addPayer(api.dbFile, 0);
      await api.app.listen({ port, host: '127.0.0.1' });
      const res = await fetch(`${base}/api/order/pay`, {
        method: 'POST',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify({ orderNo: 'SO2026112399990001', payType: 2 }),
      });
      const pending = ((await res.json()) as { data: PayResult & { payUrl: string } }).data;
      expect(pending.payUrl.startsWith(`${base}/api/pay/sandbox/SBX`)).toBe(true);
      const approved = await fetch(`${pending.payUrl}/approve`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
        redirect: 'manual',
      });
      expect(approved.status).toBe(303);
      expect(approved.headers.get('location')).toBe(
        `${base}/order/payoff?orderNo=SO2026112399990001`,
      );
      expect(await statusOf(api.dbFile, 'SO2026112399990001')).toBe(1);
    } finally {
      await api.close();
    }
  });
});

describe('without a payment gateway', () => {
  it('answers 503 for Alipay and WeChat pay, still takes the balance, and serves no sandbox page', async () => {
    const api = await startTestApi(undefined, { paymentGateway: null });
    try {
      const token = await addPayer(api.dbFile, 6_000);
      const inject = (payload: object) =>
        api.app.inject({
          method: 'POST',
          url: '/api/order/pay',
          headers: { authorization: token },
          payload,
        });
      const wechat = await inject({ orderNo: 'SO2026112399990001', payType: 3 });
      expect(wechat.statusCode).toBe(503);
      expect(wechat.json()).toMatchObject({ code: 50301 });
      const mixed = await inject({ orderNo: 'SO2026112399990001', payType: 6 });
      expect(mixed.statusCode).toBe(503);
      const covered = await inject({ orderNo: 'SO2026112399990002', payType: 6 });
      expect(covered.json()).toMatchObject({ code: 0, data: { status: 'paid' } });
      const page = await api.app.inject({
        method: 'GET',
        url: `/api/pay/sandbox/SBX${'0'.repeat(32)}`,
      });
      expect(page.statusCode).toBe(404);
    } finally {
      await api.close();
    }
  });
});
