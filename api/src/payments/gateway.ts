/**
 * The payment provider interface (docs/api.md "Payments"): what the API needs from Alipay or
 * WeChat pay. The local sandbox (`sandbox.ts`) is the one implementation in this repository; a
 * real gateway (the Alipay or WeChat pay SDK) would be another, passed to `apiPlugin` as
 * `paymentGateway`. Money is integer fen, instants epoch milliseconds.
 */

/** The two online channels: pay type 2 (Alipay) and 3 / 6 (WeChat pay) of SPEC §3. */
export type PaymentChannel = 'alipay' | 'wechat';

/** What the API asks the gateway to collect. */
export interface CreatePaymentInput {
  /** Our payment number, the gateway's "out trade no" (`PY…`). */
  paymentNo: string;
  channel: PaymentChannel;
  /** The part the gateway collects, fen (> 0). */
  amountCents: number;
  /** One line the payer sees, e.g. `Locate-CM 厘米级高精度定位服务 · 订单 SO…`. */
  subject: string;
  /** Absolute URL the gateway posts its result to (`/api/pay/notify/{channel}`). */
  notifyUrl: string;
  /** Absolute URL the payer's browser goes to after paying (Alipay; `/order/payoff?orderNo=`). */
  returnUrl: string;
  /** The gateway refuses to take the money after this instant (the order's expiry). */
  expiresAt: number;
}

/** The gateway's answer to `createPayment`: its trade and where the payer pays. */
export interface CreatedGatewayPayment {
  /** The gateway's own number of the trade. */
  gatewayTradeNo: string;
  /** Alipay: the page to open; null for WeChat pay. */
  payUrl: string | null;
  /** WeChat pay: the `code_url` to show as a QR code; null for Alipay. */
  codeUrl: string | null;
}

/** A verified result notification of the gateway. */
export interface GatewayNotice {
  paymentNo: string;
  gatewayTradeNo: string;
  channel: PaymentChannel;
  /** What the gateway collected (or would have), fen. */
  amountCents: number;
  result: 'SUCCESS' | 'FAIL';
  /** Why it failed, in Chinese, for `FAIL`. */
  reason?: string;
}

/** The body a gateway wants back once its notification is stored (anything else: it retries). */
export interface GatewayNotifyAck {
  contentType: string;
  body: string;
}

/** The gateway's record of a trade, for reconciliation: `created` (not paid), approved, declined. */
export interface GatewayTradeRecord {
  status: 'created' | 'approved' | 'declined';
  amountCents: number;
}

/** A notification that must not change anything: bad signature, stale, malformed (HTTP 400). */
export class NotifyRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotifyRejectedError';
  }
}

/**
 * A payment gateway (docs/api.md "Payments", "The gateway interface").
 * - `createPayment`: opens a trade; throws when the gateway cannot be reached or refuses.
 * - `parseNotify`: checks a notification's signature (and freshness) over the raw body and
 *   returns what it says; throws `NotifyRejectedError` for anything not provably the gateway's.
 * - `notifyAck`: the success answer of the gateway's retry protocol.
 * - `queryPayment`: the gateway's record of our payment, or null when it has none.
 * - `close`: stops whatever runs in the background (retries); called when the server closes.
 */
export interface PaymentGateway {
  /** `sandbox`, or e.g. `alipay` / `wechatpay` for a real one. */
  readonly name: string;
  createPayment(input: CreatePaymentInput): Promise<CreatedGatewayPayment>;
  parseNotify(
    rawBody: Buffer,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): GatewayNotice | Promise<GatewayNotice>;
  notifyAck(): GatewayNotifyAck;
  queryPayment(paymentNo: string): Promise<GatewayTradeRecord | null>;
  close?(): void;
}
