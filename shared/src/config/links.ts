import { ORION_SERVICE_ID } from './site';

/**
 * The site paths that one part of the site links to in another (SPEC §2): the shell's header and
 * footer, and each remote's links into another remote's pages. The one place they are written;
 * a remote's own `paths.ts` keeps the routes it owns and takes from here the ones others link to,
 * so both sides agree. Each path falls under its owner's prefix of `ROUTE_OWNERSHIP`
 * (shared/src/registry/routeOwnership.ts; `links.test.ts` checks it). Pure, no imports of React.
 */

/** The policy documents of mf-support (SPEC §2 "Footer"): 9 privacy policy, 10 terms of use. */
export const POLICY_DOC_ID = { privacyPolicy: 9, termsOfUse: 10 } as const;

/** The site paths without parameters that are linked to from outside their owner (SPEC §2). */
export const LINKS = {
  /** mf-marketing */
  home: '/',
  aboutus: '/aboutus',
  join: '/aboutus/join',
  news: '/news',
  productSolution: '/productSolution',
  services: '/productSolution/services',
  detailsAGnss: '/productSolution/services/details_a_gnss',
  detailsPlatform: '/productSolution/services/details_platform',
  detailsXc: '/productSolution/services/details_xc',
  solutions: '/productSolution/solution',
  /** mf-account */
  login: '/login',
  register: '/user/register',
  /** mf-order */
  serviceOrder: '/order',
  shopOrder: '/order/shopOrder',
  tryout: '/productSolution/services/tryout',
  /** mf-support */
  support: '/support',
  supportDetails: '/support/details',
  privacyPolicy: `/support/details/${POLICY_DOC_ID.privacyPolicy}`,
  termsOfUse: `/support/details/${POLICY_DOC_ID.termsOfUse}`,
} as const;

/** `path?query` with only the defined values, in the given order. */
function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** A tab of `/productSolution` (SPEC §2): `'1'` services, `'2'` hardware, `'3'` solutions. */
export type ProductTab = '1' | '2' | '3';

/** The query parameter that holds the tab of `/productSolution`. */
export const PRODUCT_TAB_PARAM = 'tab';

/**
 * `/productSolution` with a tab selected (SPEC §2 query `tab`).
 * @returns `/productSolution` for `'1'` (the default tab), else e.g. `/productSolution?tab=2`
 */
export function productTabPath(tab: ProductTab): string {
  return tab === '1' ? LINKS.productSolution : withQuery(LINKS.productSolution, { tab });
}

/**
 * The details page of a correction service (mf-marketing, SPEC §2
 * `/productSolution/services/details/{id}`).
 * @returns e.g. `/productSolution/services/details/6`
 */
export function serviceDetailsPath(serviceId: number): string {
  return `${LINKS.services}/details/${serviceId}`;
}

/**
 * Where Orion lives (SPEC §2 "Footer", §9): the details page of service 8 when the service list
 * has it, otherwise the static page `/productSolution/services/details_xc`.
 * @param serviceIds the ids of `GET /api/web/index/getServerProduct` (`null` when it failed)
 */
export function orionPath(serviceIds: readonly number[] | null): string {
  return serviceIds?.includes(ORION_SERVICE_ID)
    ? serviceDetailsPath(ORION_SERVICE_ID)
    : LINKS.detailsXc;
}

/** An industry solution's page (mf-marketing), e.g. `/productSolution/solution/smartPort`. */
export function solutionPath(name: string): string {
  return `${LINKS.solutions}/${name}`;
}

/** A hardware product's page (mf-marketing), e.g. `/productSolution/hardware/lk-gnss`. */
export function hardwarePath(slug: string): string {
  return `${LINKS.productSolution}/hardware/${slug}`;
}

/**
 * The free-trial page (mf-order, SPEC §2 `/productSolution/services/tryout/{id?}`).
 * @param serviceId the service to try; omitted: the visitor picks one there
 * @returns e.g. `/productSolution/services/tryout/6`
 */
export function tryoutPath(serviceId?: number): string {
  return serviceId === undefined ? LINKS.tryout : `${LINKS.tryout}/${serviceId}`;
}

/** The query of the purchase page `/order` (mf-order). */
export interface ServiceOrderQuery {
  serviceId: number;
  planId?: number;
  /** SPEC §3 service type: 1 sub-metre, 2 centimetre. */
  serverType?: number;
  /** SPEC §3 duration unit: 1 day … 6 year. */
  durationUnit?: number;
  /** 1 renewal or 3 expansion of `accountName` (SPEC §3 service order type); omitted: a new purchase. */
  orderType?: 1 | 3;
  accountName?: string;
}

/**
 * The purchase page of a service (mf-order, SPEC §2 `/order`), the query in the given order.
 * @returns e.g. `/order?serviceId=6&serverType=2&durationUnit=3`,
 *   `/order?serviceId=6&orderType=1&accountName=xhcm20481736`
 */
export function serviceOrderPath(query: ServiceOrderQuery): string {
  return withQuery(LINKS.serviceOrder, { ...query });
}

/**
 * The hardware checkout (mf-order, SPEC §2 `/order/shopOrder`).
 * @param slug the product, e.g. `t-box`
 * @param quantity 1–99, omitted for 1
 * @returns e.g. `/order/shopOrder?product=t-box&quantity=2`
 */
export function shopOrderPath(slug: string, quantity?: number): string {
  return withQuery(LINKS.shopOrder, { product: slug, quantity });
}

/**
 * A support document (mf-support, SPEC §2 `/support/details/{id?}`): a policy (`POLICY_DOC_ID`)
 * or an article.
 * @param id the document id; omitted: the overview of the policy documents
 * @returns e.g. `/support/details/9`, or `/support/details`
 */
export function supportDetailsPath(id?: number): string {
  return id === undefined ? LINKS.supportDetails : `${LINKS.supportDetails}/${id}`;
}

/**
 * The login page (mf-account, SPEC §4), optionally sending the user on to `redirect` after a
 * successful login.
 * @param redirect a same-site path, e.g. `/user/pwd?x=1` (the page ignores anything else)
 * @returns e.g. `/login` or `/login?redirect=%2Fuser%2Fpwd%3Fx%3D1`
 */
export function loginPath(redirect?: string): string {
  return redirect === undefined
    ? LINKS.login
    : `${LINKS.login}?redirect=${encodeURIComponent(redirect)}`;
}
