import { LINKS, productTabPath } from '@xingheng/shared';

/**
 * mf-order's addresses (SPEC §2): the URL patterns its router matches and the links it builds. The
 * one place they are written: `exposes/routes.tsx`, the pages' links and the tests use these. The
 * pages other sections link to (the order pages, the trial) are spelled once in the links of
 * `@xingheng/shared`, and so are the pages of other sections mf-order links to.
 */
export const paths = {
  /** 免费试用 of service `id` (optional, SPEC §2 `/tryout/{id?}`). */
  tryout: `${LINKS.tryout}/:id?`,
  /** 试用开通成功; query `orderNo`; router state `{ trial: TrialResult }` right after applying. */
  trySuccess: '/order/trySuccess',
  /** 购买服务; query `serviceId`, `planId?`, `serverType?`, `durationUnit?`, `orderType?` 1|3, `accountName?`. */
  serviceOrder: LINKS.serviceOrder,
  /** 购买硬件; query `product` (slug), `quantity?`. */
  shopOrder: LINKS.shopOrder,
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
  home: LINKS.home,
  support: LINKS.support,
  services: LINKS.services,
  hardware: productTabPath('2'),
  termsOfUse: LINKS.termsOfUse,
  privacyPolicy: LINKS.privacyPolicy,
} as const;

export { serviceDetailsPath, serviceOrderPath, shopOrderPath } from '@xingheng/shared';
export type { ServiceOrderQuery } from '@xingheng/shared';

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
 * What a trial granted (SPEC §2 `/order/trySuccess`).
 * @returns e.g. `/order/trySuccess?orderNo=SO2026112412345678`
 */
export function trySuccessPath(orderNo: string): string {
  return withQuery(paths.trySuccess, { orderNo });
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
