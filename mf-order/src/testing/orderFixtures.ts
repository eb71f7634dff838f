/**
 * Test data of the order pages (wire types of `@xingheng/shared`, docs/api.md "Orders and
 * payments"). Tests only.
 */
import type { OrderDetail, PaymentState, ServiceAccount, TrialInfo } from '@xingheng/shared';

/** The store state of a logged-in visitor. */
export const LOGGED_IN = {
  auth: {
    authenticated: 'token-abc',
    userInfo: { phone: '13800138000', countNoPayServerOrder: 1 },
    httpIP: '',
  },
};

/** 2026-11-24 10:00 in Shanghai. */
export const NOW = Date.parse('2026-11-24T10:00:00+08:00');

/** An active centimetre-level account of Locate-CM (service 6). */
export const ACCOUNT: ServiceAccount = {
  accountName: 'xhcm20481736',
  serviceId: 6,
  serviceName: 'Locate-CM 厘米级高精度定位服务',
  serverType: 2,
  isActive: 2,
  activatedAt: NOW,
  expiresAt: Date.parse('2026-12-01T10:00:00+08:00'),
  ntrip: {
    caster: 'caster.xingheng-space.com',
    ports: [
      { frame: 'CGCS2000', port: 8002 },
      { frame: 'WGS84', port: 8001 },
    ],
    messages: 'RTCM 3.2 MSM4',
    mountPoint: 'RTCM32_GNSS',
  },
};

/** The trial information of service 6, not tried yet. */
export const TRIAL_INFO: TrialInfo = {
  serviceId: 6,
  serviceName: 'Locate-CM 厘米级高精度定位服务',
  serverType: 2,
  trialDays: 7,
  used: false,
  usedOrderNo: null,
};

/**
 * An unpaid service order: 厘米级, 3 months × 2 accounts, ¥720.00, expiring in 30 minutes from
 * `createdAt`.
 */
export function serviceOrder(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    orderNo: 'SO2026112412345678',
    kind: 'service',
    status: 0,
    amountCents: 72000,
    createdAt: NOW,
    expiresAt: NOW + 30 * 60 * 1000,
    paidAt: null,
    payType: null,
    title: 'Locate-CM 厘米级高精度定位服务 · 厘米级 · 月 × 3 × 2 个账号',
    service: {
      serviceId: 6,
      serviceName: 'Locate-CM 厘米级高精度定位服务',
      orderType: 0,
      accountName: null,
      serverType: 2,
      durationUnit: 3,
      duration: 3,
      accounts: 2,
      activationMethod: 2,
    },
    hardware: null,
    accounts: [],
    lastPayment: null,
    ...overrides,
  };
}

/** An unpaid hardware order: 2 × T-BOX at ¥3,680.00, to Beijing, company invoice. */
export function hardwareOrder(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    orderNo: 'HO2026112487654321',
    kind: 'hardware',
    status: 0,
    amountCents: 736000,
    createdAt: NOW,
    expiresAt: NOW + 30 * 60 * 1000,
    paidAt: null,
    payType: null,
    title: 'T-BOX 车载通信终端 × 2',
    service: null,
    hardware: {
      slug: 't-box',
      name: 'T-BOX 车载通信终端',
      quantity: 2,
      unitPriceCents: 368000,
      address: {
        recipient: '张三',
        mobile: '13800138000',
        region: '北京市 市辖区 海淀区',
        detail: '中关村大街 1 号',
        postcode: null,
      },
      invoice: { type: 'company', title: '星衡时空', taxNumber: '91440300708461136T' },
      trackingNo: null,
    },
    accounts: [],
    lastPayment: null,
    ...overrides,
  };
}

/** A pending WeChat payment of the service order. */
export function wechatPayment(overrides: Partial<PaymentState> = {}): PaymentState {
  return {
    paymentNo: 'PAY2026112400000001',
    orderNo: 'SO2026112412345678',
    status: 'pending',
    codeUrl: 'http://localhost/api/order/sandbox/pay?paymentNo=PAY2026112400000001',
    gatewayCents: 72000,
    expiresAt: Date.now() + 15 * 60 * 1000,
    failReason: null,
    ...overrides,
  };
}
