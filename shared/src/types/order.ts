/**
 * Wire types of trial, purchase, hardware checkout and payment (SPEC §3 lookups, §4 order
 * statuses, §7 `/api/order/*`; SPEC leaves the payloads open, these are ours: docs/api.md
 * "Orders and payments"). Money is integer fen (分) everywhere; instants are epoch milliseconds.
 * Codes (order type, server type, duration unit, activation method, is-active, pay type, status)
 * are the SPEC §3/§4 codes; their labels come from `config/lookups.ts`, never from the wire.
 */
import type { NtripAccess } from './api';

/** The two kinds of order: service orders (`SO…`) and hardware orders (`HO…`). */
export type OrderKind = 'service' | 'hardware';

/** Limits the forms and the API both enforce (docs/api.md "Orders and payments"). */
export const ORDER_LIMITS = {
  /** Devices of a trial application. */
  trialDevices: { min: 1, max: 5 },
  /** Length of a trial, days (SPEC §3 duration unit 1 day). */
  trialDays: 7,
  /** Service accounts in one purchase or expansion. */
  accounts: { min: 1, max: 100 },
  /** How many duration units one purchase or renewal buys. */
  duration: { min: 1, max: 12 },
  /** Quantity of one hardware product in one order. */
  quantity: { min: 1, max: 99 },
  /** An unpaid order is cancelled this long after it was created (ms): 30 minutes. */
  unpaidTtlMs: 30 * 60 * 1000,
  /** Free-text fields of the trial form (company, use-case details), characters. */
  textMax: 100,
} as const;

/** Use cases offered on the trial form (`useCase` of `TrialApplication`); code → label. */
export const TRIAL_USE_CASES = {
  surveying: '测绘勘测',
  driving: '智能驾驶',
  agriculture: '精准农业',
  uav: '无人机与低空',
  robot: '机器人与低速无人车',
  monitoring: '形变监测',
  other: '其他',
} as const;
export type TrialUseCase = keyof typeof TRIAL_USE_CASES;

/**
 * `POST /api/order/trial/apply`: a free trial of service `serviceId`. `contactPhone` is a
 * mainland mobile number; `company` and `contactName` 2–100 and 2–20 characters;
 * `idempotencyKey` 8–64 characters `[A-Za-z0-9_-]` (a double click makes one order).
 */
export interface TrialApplication {
  serviceId: number;
  devices: number;
  useCase: TrialUseCase;
  company: string;
  contactName: string;
  contactPhone: string;
  idempotencyKey: string;
}

/** `GET /api/order/trial/info?serviceId=`: what the trial page needs before the form. */
export interface TrialInfo {
  serviceId: number;
  serviceName: string;
  serverType: number;
  trialDays: number;
  /** True when this account already has a trial of this service (one per service per account). */
  used: boolean;
  /** The order of that earlier trial, when `used`. */
  usedOrderNo: string | null;
}

/**
 * A service account (the NTRIP credentials a device connects with). `isActive` is SPEC §3
 * is-active (0 not activated: manual activation; 1 activated; 2 test activated: a trial);
 * `expiresAt` null until activated. The password is never in this type: see `ServiceAccountSecret`.
 */
export interface ServiceAccount {
  accountName: string;
  serviceId: number;
  serviceName: string;
  serverType: number;
  isActive: number;
  activatedAt: number | null;
  expiresAt: number | null;
  /** Caster, a port per coordinate frame, RTCM messages, plus the mount point to use. */
  ntrip: NtripAccess & { mountPoint: string };
}

/** A service account's password in clear, shown once (trial answer, `resetPassword` answer). */
export interface ServiceAccountSecret {
  accountName: string;
  password: string;
}

/** Answer of `trial/apply`: the order and the granted accounts, with passwords shown once. */
export interface TrialResult {
  orderNo: string;
  accounts: ServiceAccount[];
  passwords: ServiceAccountSecret[];
}

/**
 * A service purchase configuration (`POST /api/order/serviceOrder/quote` and `/create`).
 * - `orderType` 0 ordinary, 1 renewal of `accountName` (accounts fixed at 1), 3 expansion of the
 *   service of `accountName` (`accounts` new accounts);
 * - `serverType`, `durationUnit`: SPEC §3 codes that a plan of the service offers;
 * - `duration`: how many units (`ORDER_LIMITS.duration`); `accounts`: `ORDER_LIMITS.accounts`;
 * - `activationMethod`: 1 manual (accounts wait until activated), 2 automatic (active on payment).
 */
export interface ServiceOrderConfig {
  serviceId: number;
  orderType: 0 | 1 | 3;
  accountName?: string | null;
  serverType: number;
  durationUnit: number;
  duration: number;
  accounts: number;
  activationMethod: 1 | 2;
}

/** `create` body: the configuration plus the idempotency key. */
export interface ServiceOrderInput extends ServiceOrderConfig {
  idempotencyKey: string;
}

/** A plan offered on the purchase page: unit price of one account for one duration unit. */
export interface ServiceOffer {
  serverType: number;
  durationUnit: number;
  unitPriceCents: number;
}

/** `GET /api/order/serviceOrder/options?serviceId=&accountName=`: the purchase page's choices. */
export interface ServiceOrderOptions {
  serviceId: number;
  serviceName: string;
  offers: ServiceOffer[];
  /** The account to renew or expand, when `accountName` was given and is this user's. */
  account: ServiceAccount | null;
}

/** Answer of `quote`: the server's price for exactly that configuration. */
export interface ServiceQuote {
  unitPriceCents: number;
  amountCents: number;
}

/** `GET /api/order/hardware/product?slug=`: a product that can be bought online. */
export interface HardwareProduct {
  slug: string;
  name: string;
  category: string;
  summary: string;
  unitPriceCents: number;
}

/**
 * Invoice request of a hardware order: none, a personal title (2–50 characters), or a company
 * title with its 18-character unified social credit code (GB 32100) as `taxNumber`.
 */
export type InvoiceRequest =
  | { type: 'none' }
  | { type: 'personal'; title: string }
  | { type: 'company'; title: string; taxNumber: string };

/** `POST /api/order/hardware/create` body; `addressId` is one of the user's addresses. */
export interface HardwareOrderInput {
  slug: string;
  quantity: number;
  addressId: number;
  invoice: InvoiceRequest;
  idempotencyKey: string;
}

/** Answer of both `create` calls (and of a repeated idempotency key: the same order). */
export interface CreatedOrder {
  orderNo: string;
}

/** Delivery address as stored on the order (a copy: later edits of the book do not change it). */
export interface OrderAddress {
  recipient: string;
  mobile: string;
  region: string;
  detail: string;
  postcode: string | null;
}

/** The last payment attempt of an order, as the payment pages show it. */
export interface PaymentAttempt {
  paymentNo: string;
  payType: number;
  status: PaymentStatus;
  /** Paid from the balance (pay types 1 and 6), fen. */
  balanceCents: number;
  /** To be paid through Alipay or WeChat pay (pay types 2, 3, 6), fen. */
  gatewayCents: number;
  /** Why it failed, in Chinese, when `status` is `failed` or `expired`. */
  failReason: string | null;
  createdAt: number;
}

/**
 * `GET /api/order/detail?orderNo=`: one of the user's orders. `status` is the SPEC §4 code of its
 * kind; `expiresAt` is when an unpaid order is cancelled; `payType` once paid.
 */
export interface OrderDetail {
  orderNo: string;
  kind: OrderKind;
  status: number;
  amountCents: number;
  createdAt: number;
  expiresAt: number;
  paidAt: number | null;
  payType: number | null;
  /** One line for the summary, e.g. `Locate-CM 厘米级高精度定位服务 · 厘米级 · 3 月 × 2 个账号`. */
  title: string;
  /** `orderType` any SPEC §3 order type here (2 for a trial), unlike a purchase's 0 / 1 / 3. */
  service:
    | (Omit<ServiceOrderConfig, 'orderType'> & { serviceName: string; orderType: number })
    | null;
  hardware: {
    slug: string;
    name: string;
    quantity: number;
    unitPriceCents: number;
    address: OrderAddress;
    invoice: InvoiceRequest;
    trackingNo: string | null;
  } | null;
  /** Service accounts this order created (empty before payment and for hardware). */
  accounts: ServiceAccount[];
  lastPayment: PaymentAttempt | null;
}

/** State of one payment attempt. */
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'expired';

/**
 * `POST /api/order/pay`: pay order `orderNo` by SPEC §3 `payType`. `code` is the service code
 * (4) or redemption code (5), required for those and refused for the others.
 */
export interface PayInput {
  orderNo: string;
  payType: 1 | 2 | 3 | 4 | 5 | 6;
  code?: string;
}

/**
 * Answer of `pay`: `paid` at once (balance, codes, or type 6 when the balance covers it all), or a
 * `pending` gateway payment: Alipay's `payUrl` to open, or WeChat's `codeUrl` for the QR code.
 */
export type PayResult =
  | { status: 'paid'; orderNo: string; paymentNo: string }
  | {
      status: 'pending';
      orderNo: string;
      paymentNo: string;
      channel: 'alipay' | 'wechat';
      payUrl: string | null;
      codeUrl: string | null;
      gatewayCents: number;
      balanceCents: number;
      expiresAt: number;
    };

/** `GET /api/order/payment/status?paymentNo=`: what `/order/wxPay` polls. */
export interface PaymentState {
  paymentNo: string;
  orderNo: string;
  status: PaymentStatus;
  codeUrl: string | null;
  gatewayCents: number;
  expiresAt: number;
  failReason: string | null;
}

/** `GET /api/order/wallet`: the user's balance, fen. */
export interface Wallet {
  balanceCents: number;
}
