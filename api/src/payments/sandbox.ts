import crypto from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, SandboxGatewayPaymentTable } from '../db/types';
import type { CreatePaymentInput, GatewayNotice, PaymentChannel, PaymentGateway } from './gateway';
import { signedNotify, verifySandboxNotify } from './sandboxSignature';

/** A trade as the sandbox records it (`sandbox_gateway_payments`). */
export type SandboxTrade = Selectable<SandboxGatewayPaymentTable>;

/** One HTTP post of a notification; resolves with the receiver's answer, rejects on no answer. */
export type NotifyDelivery = (request: {
  url: string;
  headers: Record<string, string>;
  body: string;
}) => Promise<{ status: number; body: string }>;

/** Options of `createSandboxGateway`. */
export interface SandboxGatewayOptions {
  db: Kysely<Database>;
  now: () => Date;
  /** The HMAC key of the notifications (`XH_PAY_SANDBOX_SECRET`); never logged or shown. */
  secret: string;
  /** How a notification is posted; default `fetch` to the notify URL (10 s time-out). */
  deliver?: NotifyDelivery;
  /** Waits before the 2nd, 3rd, … try when a try fails (default 2 s, 10 s, 60 s). */
  retryDelaysMs?: readonly number[];
  log?: { warn: (details: object, message: string) => void };
}

/** What a person's decision on the sandbox page led to. */
export type SandboxDecision =
  | { kind: 'unknown' }
  | { kind: 'expired'; trade: SandboxTrade }
  | { kind: 'alreadyDecided'; trade: SandboxTrade }
  | { kind: 'decided'; trade: SandboxTrade; delivered: boolean };

/** The local sandbox gateway plus what its pages need (payments/sandboxRoutes.ts). */
export interface SandboxGateway extends PaymentGateway {
  readonly name: 'sandbox';
  /** The trade of a number, or null. */
  trade(gatewayTradeNo: string): Promise<SandboxTrade | null>;
  /**
   * Records approve / decline (refused once expired), then delivers the notification: the first
   * try is awaited, later ones run on timers until the receiver answers the success body. The
   * same decision again re-delivers when no try succeeded yet.
   */
  decide(gatewayTradeNo: string, decision: 'approve' | 'decline'): Promise<SandboxDecision>;
}

/** The body the sandbox wants back, as WeChat pay v3 does. */
const ACK = {
  contentType: 'application/json; charset=utf-8',
  body: '{"code":"SUCCESS","message":"成功"}',
};

/** The sandbox page of a trade (its `payUrl` and `codeUrl`), under the site's origin. */
export function sandboxPagePath(gatewayTradeNo: string): string {
  return `/api/pay/sandbox/${gatewayTradeNo}`;
}

/** A sandbox trade number: `SBX` + 32 random hex characters (unguessable: it opens the page). */
export const SANDBOX_TRADE_NO = /^SBX[0-9a-f]{32}$/;

const fetchDelivery: NotifyDelivery = async ({ url, headers, body }) => {
  const res = await fetch(url, {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(10_000),
  });
  return { status: res.status, body: await res.text() };
};

/**
 * The local Alipay / WeChat pay sandbox (docs/api.md "The payment sandbox"): records its trades
 * in `sandbox_gateway_payments`, serves a page where a person approves or declines, and then
 * posts a notification signed with HMAC-SHA256 to the notify URL, retrying with back-off until
 * the success body comes back. Retry timers are cleared by `close`.
 */
export function createSandboxGateway(options: SandboxGatewayOptions): SandboxGateway {
  const { db, now, secret } = options;
  const deliver = options.deliver ?? fetchDelivery;
  const delays = options.retryDelaysMs ?? [2_000, 10_000, 60_000];
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  const load = (gatewayTradeNo: string) =>
    db
      .selectFrom('sandbox_gateway_payments')
      .selectAll()
      .where('gateway_trade_no', '=', gatewayTradeNo)
      .executeTakeFirst();

  async function tryOnce(trade: SandboxTrade): Promise<boolean> {
    const notice: GatewayNotice & { notifyId: string } = {
      notifyId: `${trade.gateway_trade_no}-${trade.status}`,
      paymentNo: trade.payment_no,
      gatewayTradeNo: trade.gateway_trade_no,
      channel: trade.channel as PaymentChannel,
      amountCents: trade.amount_cents,
      result: trade.status === 'approved' ? 'SUCCESS' : 'FAIL',
      ...(trade.status === 'declined' ? { reason: '付款人拒绝支付' } : {}),
    };
    const { body, headers } = signedNotify(secret, notice, now().getTime());
    const ok = await deliver({ url: trade.notify_url, headers, body }).then(
      (answer) => answer.status === 200 && answer.body.trim() === ACK.body,
      () => false,
    );
    await db
      .updateTable('sandbox_gateway_payments')
      .set((eb) => ({
        notify_attempts: eb('notify_attempts', '+', 1),
        ...(ok ? { notified_at: now().getTime() } : {}),
      }))
      .where('gateway_trade_no', '=', trade.gateway_trade_no)
      .execute();
    return ok;
  }

  function retryLater(trade: SandboxTrade, attempt: number): void {
    const delay = delays[attempt];
    if (closed || delay === undefined) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (closed) return;
      tryOnce(trade).then(
        (ok) => (ok ? undefined : retryLater(trade, attempt + 1)),
        (error: unknown) => options.log?.warn({ err: error }, '支付沙盒通知重试失败'),
      );
    }, delay);
    timer.unref();
    timers.add(timer);
  }

  async function deliverNotice(trade: SandboxTrade): Promise<boolean> {
    const ok = await tryOnce(trade);
    if (!ok) retryLater(trade, 0);
    return ok;
  }

  return {
    name: 'sandbox',
    async createPayment(input: CreatePaymentInput) {
      const gatewayTradeNo = `SBX${crypto.randomBytes(16).toString('hex')}`;
      await db
        .insertInto('sandbox_gateway_payments')
        .values({
          gateway_trade_no: gatewayTradeNo,
          payment_no: input.paymentNo,
          channel: input.channel,
          amount_cents: input.amountCents,
          subject: input.subject.slice(0, 128),
          status: 'created',
          notify_url: input.notifyUrl,
          return_url: input.returnUrl,
          created_at: now().getTime(),
          expires_at: input.expiresAt,
          decided_at: null,
          notified_at: null,
        })
        .execute();
      const page = new URL(sandboxPagePath(gatewayTradeNo), input.notifyUrl).toString();
      return input.channel === 'alipay'
        ? { gatewayTradeNo, payUrl: page, codeUrl: null }
        : { gatewayTradeNo, payUrl: null, codeUrl: page };
    },
    parseNotify: (rawBody, headers) =>
      verifySandboxNotify(secret, rawBody, headers, now().getTime()),
    notifyAck: () => ({ ...ACK }),
    async queryPayment(paymentNo) {
      const row = await db
        .selectFrom('sandbox_gateway_payments')
        .select(['status', 'amount_cents'])
        .where('payment_no', '=', paymentNo)
        .executeTakeFirst();
      if (!row) return null;
      const status =
        row.status === 'approved' || row.status === 'declined' ? row.status : 'created';
      return { status, amountCents: row.amount_cents };
    },
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
    trade: async (gatewayTradeNo) => (await load(gatewayTradeNo)) ?? null,
    async decide(gatewayTradeNo, decision) {
      const target = decision === 'approve' ? 'approved' : 'declined';
      const nowMs = now().getTime();
      await db
        .updateTable('sandbox_gateway_payments')
        .set({ status: target, decided_at: nowMs })
        .where('gateway_trade_no', '=', gatewayTradeNo)
        .where('status', '=', 'created')
        .where('expires_at', '>', nowMs)
        .execute();
      const trade = await load(gatewayTradeNo);
      if (!trade) return { kind: 'unknown' };
      if (trade.status === 'created') return { kind: 'expired', trade };
      if (trade.status !== target) return { kind: 'alreadyDecided', trade };
      const delivered = trade.notified_at !== null || (await deliverNotice(trade));
      return { kind: 'decided', trade, delivered };
    },
  };
}

/** True for the sandbox (its pages are served only then). */
export function isSandboxGateway(gateway: PaymentGateway | null): gateway is SandboxGateway {
  return gateway?.name === 'sandbox' && 'decide' in gateway;
}
