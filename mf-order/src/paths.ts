/**
 * mf-order's addresses (SPEC §2): the URL patterns its router matches and the links it builds. The
 * one place they are written: `exposes/routes.tsx`, the pages' links and the tests use these.
 */
export const paths = {
  /** 免费试用 of service `id` (optional, SPEC §2 `/tryout/{id?}`). */
  tryout: '/productSolution/services/tryout/:id?',
  /** 试用开通成功; query `orderNo`; router state `{ trial: TrialResult }` right after applying. */
  trySuccess: '/order/trySuccess',
  /** 购买服务; query `serviceId`, `planId?`, `serverType?`, `durationUnit?`, `orderType?` 1|3, `accountName?`. */
  serviceOrder: '/order',
  /** 购买硬件; query `product` (slug), `quantity?`. */
  shopOrder: '/order/shopOrder',
  /** 支付订单; query `orderNo`. */
  payment: '/order/payment',
  /** 微信扫码支付; query `orderNo`, `paymentNo`. */
  wxPay: '/order/wxPay',
  /** 支付成功; query `orderNo`. */
  payoff: '/order/payoff',
  /** 支付未完成; query `orderNo`. */
  payError: '/order/payError',
} as const;

/** Pages of other sections that mf-order links to (site paths, SPEC §2). */
export const sitePaths = {
  home: '/',
  support: '/support',
  services: '/productSolution/services',
  hardware: '/productSolution?tab=2',
  termsOfUse: '/support/details/10',
  privacyPolicy: '/support/details/9',
} as const;

/** `path?query` with only the defined values, in the given order. */
function withQuery(path: string, query: Record<string, string | number | undefined | null>) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The trial application of a service (SPEC §2 `/productSolution/services/tryout/{id}`).
 * @returns e.g. `/productSolution/services/tryout/6`
 */
export function tryoutPath(serviceId: number): string {
  return `/productSolution/services/tryout/${serviceId}`;
}

/**
 * A service's detail page (mf-marketing, SPEC §2 `/productSolution/services/details/{id}`).
 * @returns e.g. `/productSolution/services/details/6`
 */
export function serviceDetailsPath(serviceId: number): string {
  return `/productSolution/services/details/${serviceId}`;
}

/**
 * What a trial granted (SPEC §2 `/order/trySuccess`).
 * @returns e.g. `/order/trySuccess?orderNo=SO2026112412345678`
 */
export function trySuccessPath(orderNo: string): string {
  return withQuery(paths.trySuccess, { orderNo });
}

/** The query of the purchase page `/order`; see `paths.serviceOrder`. */
export interface ServiceOrderQuery {
  serviceId: number;
  planId?: number;
  serverType?: number;
  durationUnit?: number;
  /** 1 renewal or 3 expansion of `accountName` (SPEC §3 server order type); omitted: a new purchase. */
  orderType?: 1 | 3;
  accountName?: string;
}

/**
 * The purchase page of a service plan (SPEC §2 `/order`).
 * @returns e.g. `/order?serviceId=6&planId=601`, `/order?serviceId=6&orderType=1&accountName=xhcm20481736`
 */
export function serviceOrderPath(query: ServiceOrderQuery): string {
  return withQuery(paths.serviceOrder, { ...query });
}

/**
 * The hardware checkout (SPEC §2 `/order/shopOrder`).
 * @param slug product, e.g. `t-box`
 * @param quantity 1–99, omitted for 1
 * @returns e.g. `/order/shopOrder?product=t-box&quantity=2`
 */
export function shopOrderPath(slug: string, quantity?: number): string {
  return withQuery(paths.shopOrder, { product: slug, quantity });
}

/**
 * The payment page of an order (SPEC §2 `/order/payment`).
 * @param orderNo the order number, e.g. `SO2026112412345678`
 * @returns a site path with the order number query-encoded, e.g. `/order/payment?orderNo=SO2026112412345678`
 */
export function paymentPath(orderNo: string): string {
  return withQuery(paths.payment, { orderNo });
}

/**
 * The WeChat pay QR page of a payment (SPEC §2 `/order/wxPay`).
 * @returns e.g. `/order/wxPay?orderNo=SO2026112412345678&paymentNo=PAY2026112400000001`
 */
export function wxPayPath(orderNo: string, paymentNo: string): string {
  return withQuery(paths.wxPay, { orderNo, paymentNo });
}

/**
 * A pay result page of an order (SPEC §2 `/order/payoff`, `/order/payError`).
 * @param page `paths.payoff` or `paths.payError`
 * @param orderNo the order number; omitted: the bare page
 * @returns e.g. `/order/payoff?orderNo=SO2026112412345678`
 */
export function payResultPath(
  page: (typeof paths)['payoff' | 'payError'],
  orderNo?: string,
): string {
  return withQuery(page, { orderNo });
}
