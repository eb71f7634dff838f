/**
 * Every URL of mf-marketing, in one place (STYLE.md: each remote keeps its paths in one
 * `paths.ts`): the page paths and route patterns of SPEC §2 that `exposes/routes.tsx` mounts, the
 * link builders its pages use, and the plain URLs of other sections it links to (mf-order's order
 * and free-trial pages, mf-support's policies). Imports nothing, so content records, features,
 * routes and tests can all read it without an import cycle.
 *
 * Route folders mirror these URLs (README "Where each route lives"): `/aboutus/dayiJoin` is
 * `routes/aboutus/dayiJoin/`, and a parameter the page reads is a `$param` folder
 * (`/productSolution/solution/:name` is `routes/productSolution/solution/$name/`). `/` is the one
 * exception, `routes/home/`: the empty segment has no folder name, and an `index.ts` directly in
 * `routes/` would read as the parent of every other route folder.
 */

/** The page paths without parameters (SPEC §2), keyed by their last segment. */
export const PATHS = {
  home: '/',
  aboutus: '/aboutus',
  join: '/aboutus/join',
  dayiJoin: '/aboutus/dayiJoin',
  indexen: '/aboutus/indexen',
  partner: '/partner',
  productSolution: '/productSolution',
  services: '/productSolution/services',
  ppk: '/productSolution/services/ppk',
  detailsAGnss: '/productSolution/services/details_a_gnss',
  detailsPlatform: '/productSolution/services/details_platform',
  detailsXc: '/productSolution/services/details_xc',
  solutions: '/productSolution/solution',
  news: '/news',
} as const;

/**
 * The route patterns with parameters (react-router syntax, SPEC §2). The `:id?` of the three
 * static service pages is accepted for old links and ignored.
 */
export const PATTERNS = {
  serviceDetails: `${PATHS.services}/details/:id?`,
  detailsAGnss: `${PATHS.detailsAGnss}/:id?`,
  detailsPlatform: `${PATHS.detailsPlatform}/:id?`,
  detailsXc: `${PATHS.detailsXc}/:id?`,
  solution: `${PATHS.solutions}/:name`,
  hardware: `${PATHS.productSolution}/hardware/:name`,
  newsDetails: `${PATHS.news}/details/:id?`,
  terms: '/terms/:slug',
} as const;

/** The details page of a correction service, e.g. `/productSolution/services/details/6`. */
export function serviceDetailsPath(id: number): string {
  return `${PATHS.services}/details/${id}`;
}

/** An industry solution's page, e.g. `/productSolution/solution/smartPort`. */
export function solutionPath(name: string): string {
  return `${PATHS.solutions}/${name}`;
}

/** A hardware product's page, e.g. `/productSolution/hardware/lk-gnss`. */
export function hardwarePath(slug: string): string {
  return `${PATHS.productSolution}/hardware/${slug}`;
}

/** One article, e.g. `/news/details/31`. */
export function newsDetailsPath(id: number): string {
  return `${PATHS.news}/details/${id}`;
}

/**
 * The news list in a state (SPEC §2 `/news?category=&page=`); the defaults (all categories,
 * page 1) are left out of the URL.
 * @param query.category a category name, `null`/omitted for all
 * @param query.page 1-based page, omitted for 1
 * @returns e.g. `/news?category=%E4%BA%A7%E5%93%81%E5%8F%91%E5%B8%83&page=2`, or `/news`
 */
export function newsListPath(query: { category?: string | null; page?: number } = {}): string {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.page !== undefined && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${PATHS.news}?${search}` : PATHS.news;
}

/** A terms document, e.g. `/terms/privacy-child`. */
export function termsPath(slug: string): string {
  return `/terms/${slug}`;
}

/** A tab of `/productSolution` (SPEC §2): `'1'` services, `'2'` hardware, `'3'` solutions. */
export type ProductTab = '1' | '2' | '3';

/** The query parameter that holds the tab of `/productSolution`. */
export const PRODUCT_TAB_PARAM = 'tab';

/**
 * `/productSolution` with a tab selected, for links from other pages.
 * @returns `/productSolution` for `'1'` (the default tab), else e.g. `/productSolution?tab=2`
 */
export function productTabPath(tab: ProductTab): string {
  return tab === '1'
    ? PATHS.productSolution
    : `${PATHS.productSolution}?${PRODUCT_TAB_PARAM}=${tab}`;
}

/**
 * The free-trial page (mf-order, SPEC §2 `/productSolution/services/tryout/{id?}`).
 * @param serviceId the service to try; omitted = the visitor picks one there
 * @returns e.g. `/productSolution/services/tryout/6`
 */
export function tryoutPath(serviceId?: number): string {
  const base = `${PATHS.services}/tryout`;
  return serviceId === undefined ? base : `${base}/${serviceId}`;
}

/**
 * The purchase page of a correction service (mf-order, SPEC §2 `/order`), with a plan preselected.
 * @param serviceId the service's id
 * @param plan the chosen plan's SPEC §3 `serverType` and `durationUnit`; omitted = the buyer
 *   picks on the order page
 * @returns e.g. `/order?serviceId=6&serverType=2&durationUnit=3`
 */
export function serviceOrderPath(
  serviceId: number,
  plan?: { serverType: number; durationUnit: number },
): string {
  const query = new URLSearchParams({ serviceId: String(serviceId) });
  if (plan) {
    query.set('serverType', String(plan.serverType));
    query.set('durationUnit', String(plan.durationUnit));
  }
  return `/order?${query.toString()}`;
}

/**
 * The order page for a hardware product (mf-order `/order/shopOrder`, which reads `product`).
 * @param slug the product, e.g. `t-box`
 * @returns `/order/shopOrder?product=t-box`
 */
export function hardwareOrderPath(slug: string): string {
  return `/order/shopOrder?${new URLSearchParams({ product: slug }).toString()}`;
}

/**
 * A policy page of mf-support (SPEC §2 `/support/details/{id}`: 9 privacy policy, 10 terms of
 * use).
 */
export function supportDetailsPath(id: number): string {
  return `/support/details/${id}`;
}
