import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { PayInput, PayResult } from '@xingheng/shared';
import { issueToken } from '../auth/tokens';
import { openDatabase } from '../db/open';
import type { Database } from '../db/types';
import { hashRedeemCode, redeemCodeLabel } from '../payments/codes';
import type { NotifyDelivery } from '../payments/sandbox';
import { signedNotify } from '../payments/sandboxSignature';
import { sandboxGatewayFactory } from '../payments/setup';
import type { Answer } from './harness';
import { startTestApi, type TestApi } from './harness';
import { HARDWARE_ORDER_UNSETTLED } from '../orders/hardware';

/** The sandbox's HMAC key in payment tests (so a test can sign a notification itself). */
export const TEST_SANDBOX_SECRET = 'test-sandbox-secret-0123456789abcdef';

/** Thirty minutes, the unpaid order's lifetime (ms). */
export const THIRTY_MINUTES = 30 * 60 * 1000;

/** A test API with the sandbox delivering through `app.inject`, a movable clock and a DB handle. */
export interface PayTestApi extends TestApi {
  db: Kysely<Database>;
  clock: { ms: number };
  /** Every notification the sandbox tried to post, in order. */
  deliveries: Parameters<NotifyDelivery>[0][];
  /** While true, the sandbox's posts fail as if our server could not be reached. */
  offline: { value: boolean };
}

/**
 * Starts a default `startPayTestApi()` before the file's tests and closes it after them.
 * @returns the API as the file's tests see it: each field reads the running API (so
 *   `api.clock.ms = …` moves its clock); reading one outside the tests throws an Error
 */
export function withPayTestApi(): PayTestApi {
  let started: PayTestApi | undefined;
  beforeAll(async () => {
    started = await startPayTestApi();
  });
  afterAll(async () => {
    await started?.close();
  });
  const running = (): PayTestApi => {
    if (!started) throw new Error('the pay test API runs only inside the tests');
    return started;
  };
  return {
    get app() {
      return running().app;
    },
    get dbFile() {
      return running().dbFile;
    },
    get db() {
      return running().db;
    },
    get clock() {
      return running().clock;
    },
    get deliveries() {
      return running().deliveries;
    },
    get offline() {
      return running().offline;
    },
    close: () => running().close(),
  };
}

/**
 * Starts the API with the sandbox gateway (secret `TEST_SANDBOX_SECRET`, no retries, delivery by
 * `app.inject`), the expiry timer at `expiryIntervalMs` (default one hour: tests call
 * `expireUnpaidOrders` themselves) and a clock the test moves (`clock.ms`).
 */
export async function startPayTestApi(
  startMs = Date.parse('2026-11-23T10:00:00+08:00'),
  expiryIntervalMs = 60 * 60 * 1000,
): Promise<PayTestApi> {
  const clock = { ms: startMs };
  const deliveries: Parameters<NotifyDelivery>[0][] = [];
  const offline = { value: false };
  // The server the sandbox posts to, known once it is built.
  const target: { app?: FastifyInstance } = {};
  const deliver: NotifyDelivery = async (request) => {
    deliveries.push(request);
    const { app } = target;
    if (offline.value || !app) throw new Error('connect ECONNREFUSED');
    const url = new URL(request.url);
    const res = await app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: request.headers,
      payload: request.body,
    });
    return { status: res.statusCode, body: res.body };
  };
  const api = await startTestApi(() => new Date(clock.ms), {
    paymentGateway: sandboxGatewayFactory({
      secret: TEST_SANDBOX_SECRET,
      deliver,
      retryDelaysMs: [],
    }),
    paymentExpiryIntervalMs: expiryIntervalMs,
  });
  target.app = api.app;
  const db = await openDatabase(api.dbFile);
  return {
    ...api,
    db,
    clock,
    deliveries,
    offline,
    close: async () => {
      await db.destroy();
      await api.close();
    },
  };
}

let nextUserId = 910_000;
let nextOrder = 1;
let nextIp = 1;

/** A new user with a login token and a balance (fen). */
export async function newPayer(
  api: PayTestApi,
  balanceCents = 0,
): Promise<{ id: number; token: string }> {
  const id = (nextUserId += 1);
  await api.db
    .insertInto('users')
    .values({
      id,
      phone: `139${String(id).padStart(8, '0')}`,
      password_hash: 'not-a-real-hash',
      nickname: `付款人${id}`,
      created_at: api.clock.ms,
    })
    .execute();
  if (balanceCents > 0) {
    await api.db
      .insertInto('wallets')
      .values({ user_id: id, balance_cents: balanceCents, updated_at: api.clock.ms })
      .execute();
  }
  return { id, token: await issueToken(api.db, id, new Date(api.clock.ms)) };
}

/** An unpaid service order (Locate-CM, centimetre, 1 month, automatic activation by default). */
export async function serviceOrder(
  api: PayTestApi,
  userId: number,
  amountCents: number,
  terms: { serviceId?: number; durationUnit?: number; duration?: number; accounts?: number } = {},
): Promise<string> {
  const orderNo = `SO20261123${String((nextOrder += 1)).padStart(8, '0')}`;
  await api.db
    .insertInto('server_orders')
    .values({
      order_no: orderNo,
      user_id: userId,
      order_type: 0,
      server_type: terms.serviceId === 7 ? 1 : 2,
      duration_unit: terms.durationUnit ?? 3,
      duration: terms.duration ?? 1,
      amount_cents: amountCents,
      status: 0,
      created_at: api.clock.ms,
      service_id: terms.serviceId ?? 6,
      accounts: terms.accounts ?? 1,
      activation_method: 2,
      expires_at: api.clock.ms + THIRTY_MINUTES,
    })
    .execute();
  return orderNo;
}

/** An unpaid hardware order of one P-BOX. */
export async function hardwareOrder(
  api: PayTestApi,
  userId: number,
  amountCents: number,
): Promise<string> {
  const orderNo = `HO20261123${String((nextOrder += 1)).padStart(8, '0')}`;
  await api.db
    .insertInto('hardware_orders')
    .values({
      order_no: orderNo,
      user_id: userId,
      status: 0,
      slug: 'p-box',
      product_name: 'P-BOX 定位终端',
      quantity: 1,
      unit_price_cents: amountCents,
      amount_cents: amountCents,
      address_json: '{}',
      invoice_json: '{"type":"none"}',
      idempotency_key: null,
      created_at: api.clock.ms,
      expires_at: api.clock.ms + THIRTY_MINUTES,
      ...HARDWARE_ORDER_UNSETTLED,
    })
    .execute();
  return orderNo;
}

/** Adds a service code (service 6, centimetre, 1 month, 1 account unless told) or a redemption code. */
export async function addCode(
  api: PayTestApi,
  code: string,
  spec:
    | { kind: 'redemption'; valueCents: number; expiresAt?: number }
    | { kind: 'service'; duration?: number; accounts?: number; expiresAt?: number },
): Promise<void> {
  const service = spec.kind === 'service';
  await api.db
    .insertInto('redeem_codes')
    .values({
      code_hash: hashRedeemCode(code),
      kind: spec.kind,
      label: redeemCodeLabel(code),
      value_cents: spec.kind === 'redemption' ? spec.valueCents : null,
      service_id: service ? 6 : null,
      server_type: service ? 2 : null,
      duration_unit: service ? 3 : null,
      duration: spec.kind === 'service' ? (spec.duration ?? 1) : null,
      accounts: spec.kind === 'service' ? (spec.accounts ?? 1) : null,
      expires_at: spec.expiresAt ?? null,
      used_at: null,
      used_by: null,
      order_no: null,
      created_at: api.clock.ms,
    })
    .execute();
}

/** POST /api/order/pay from an address of its own (the per-IP limit is not what is tested). */
export async function pay<T = unknown>(
  api: PayTestApi,
  token: string,
  body: PayInput & Record<string, unknown>,
): Promise<Answer<T>> {
  const n = (nextIp += 1);
  const res = await api.app.inject({
    method: 'POST',
    url: '/api/order/pay',
    headers: { authorization: token },
    remoteAddress: `10.9.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`,
    payload: body,
  });
  return { status: res.statusCode, body: res.json() };
}

/** GETs the sandbox page of a payment (its `payUrl` or `codeUrl`), as the payer's browser does. */
export async function sandboxPage(api: PayTestApi, pageUrl: string) {
  return api.app.inject({ method: 'GET', url: new URL(pageUrl).pathname });
}

/** Posts a form decision on the sandbox page, as the browser's button does. */
export async function decide(api: PayTestApi, pageUrl: string, decision: 'approve' | 'decline') {
  return api.app.inject({
    method: 'POST',
    url: `${new URL(pageUrl).pathname}/${decision}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
}

/** A notification signed with the test secret, as the sandbox would post it. */
export function signedNotice(
  api: PayTestApi,
  notice: {
    paymentNo: string;
    gatewayTradeNo: string;
    channel: 'alipay' | 'wechat';
    amountCents: number;
    result: 'SUCCESS' | 'FAIL';
  },
) {
  return signedNotify(TEST_SANDBOX_SECRET, { ...notice, notifyId: 'test' }, api.clock.ms);
}

/** Posts a raw notification to `/api/pay/notify/{channel}`. */
export async function postNotify(
  api: PayTestApi,
  channel: string,
  request: { body: string; headers: Record<string, string> },
) {
  return api.app.inject({
    method: 'POST',
    url: `/api/pay/notify/${channel}`,
    headers: request.headers,
    payload: request.body,
  });
}

/** The balance of a user, fen (0 without a wallet). */
export async function balanceOf(api: PayTestApi, userId: number): Promise<number> {
  const row = await api.db
    .selectFrom('wallets')
    .select('balance_cents')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.balance_cents ?? 0;
}

/** How many service accounts an order created (0 for a hardware order or an unpaid one). */
export async function accountsOf(api: PayTestApi, orderNo: string): Promise<number> {
  const rows = await api.db
    .selectFrom('service_accounts')
    .select('account_name')
    .where('order_no', '=', orderNo)
    .execute();
  return rows.length;
}

/** Status of an order of either table. */
export async function orderStatus(api: PayTestApi, orderNo: string): Promise<number | undefined> {
  const table = orderNo.startsWith('HO') ? 'hardware_orders' : 'server_orders';
  const row = await api.db
    .selectFrom(table)
    .select('status')
    .where('order_no', '=', orderNo)
    .executeTakeFirst();
  return row?.status;
}

/** Payments of an order, oldest first. */
export async function paymentsOf(api: PayTestApi, orderNo: string) {
  return api.db
    .selectFrom('payments')
    .selectAll()
    .where('order_no', '=', orderNo)
    .orderBy('created_at')
    .execute();
}

/** The answer of an online payment that waits for the gateway. */
export type PendingPay = Extract<PayResult, { status: 'pending' }>;

/**
 * Starts an online payment (Alipay 2, WeChat pay 3, balance + WeChat 6) of an order.
 * @returns the pending payment's answer
 * @throws Error when the API answers anything but HTTP 200 with a pending payment
 */
export async function startPending(
  api: PayTestApi,
  token: string,
  orderNo: string,
  payType: 2 | 3 | 6,
): Promise<PendingPay> {
  const res = await pay<PayResult>(api, token, { orderNo, payType });
  if (res.status !== 200 || res.body.data.status !== 'pending') {
    throw new Error(`payment of ${orderNo} not pending: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body.data;
}
