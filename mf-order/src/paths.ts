/**
 * mf-order's addresses (SPEC §2): the URL patterns its router matches and the links it builds. The
 * one place they are written: `exposes/routes.tsx`, the pages' links and the tests use these.
 */
export const paths = {
  /** 支付成功; query `orderNo`, `amount` (yuan), `payType` (SPEC §3 pay type code). */
  payoff: '/order/payoff',
  /** 支付未完成; query `orderNo`. */
  payError: '/order/payError',
} as const;

/** Pages of other sections that mf-order links to (site paths, SPEC §2). */
export const sitePaths = {
  home: '/',
  support: '/support',
} as const;

/**
 * The payment page of an order (SPEC §2 `/order/payment`).
 * @param orderNo the order number, e.g. `XH20261122001`
 * @returns a site path with the order number query-encoded, e.g. `/order/payment?orderNo=XH20261122001`
 */
export function paymentPath(orderNo: string): string {
  return `/order/payment?${new URLSearchParams({ orderNo }).toString()}`;
}

/**
 * A pay result page with its query (tests and links from the payment flow).
 * @param page `paths.payoff` or `paths.payError`
 * @param query e.g. `{ orderNo: 'XH20261122001', amount: '199', payType: '3' }`
 * @returns e.g. `/order/payoff?orderNo=XH20261122001&amount=199&payType=3`
 */
export function payResultPath(
  page: (typeof paths)['payoff' | 'payError'],
  query: Record<string, string> = {},
): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${page}?${search}` : page;
}
