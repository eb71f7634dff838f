import { LINKS } from '@xingheng/shared';

/**
 * Every URL of mf-marketing, in one place (STYLE.md: each remote keeps its paths in one
 * `paths.ts`): the page paths and route patterns of SPEC §2 that `exposes/routes.tsx` mounts and
 * the link builders its pages use. The paths other sections link to (service details, the product
 * tabs, solutions, hardware) are spelled once in the links of `@xingheng/shared` and taken from
 * there; so are the pages of other sections mf-marketing links to (mf-order's order and free-trial
 * pages, mf-support's policies), which its pages import from `@xingheng/shared` directly. Imports
 * nothing of this remote, so content records, features, routes and tests can all read it without
 * an import cycle.
 *
 * Route folders mirror these URLs (docs/architecture.md "The shape of a remote"): `/aboutus/dayiJoin` is
 * `routes/aboutus/dayiJoin/`, and a parameter the page reads is a `$param` folder
 * (`/productSolution/solution/:name` is `routes/productSolution/solution/$name/`). `/` is the one
 * exception, `routes/home/`: the empty segment has no folder name, and an `index.ts` directly in
 * `routes/` would read as the parent of every other route folder.
 */

/** The page paths without parameters (SPEC §2), keyed by their last segment. */
export const paths = {
  home: LINKS.home,
  aboutus: LINKS.aboutus,
  join: LINKS.join,
  dayiJoin: '/aboutus/dayiJoin',
  indexen: '/aboutus/indexen',
  partner: '/partner',
  productSolution: LINKS.productSolution,
  services: LINKS.services,
  ppk: '/productSolution/services/ppk',
  detailsAGnss: LINKS.detailsAGnss,
  detailsPlatform: LINKS.detailsPlatform,
  detailsXc: LINKS.detailsXc,
  solutions: LINKS.solutions,
  news: LINKS.news,
} as const;

/**
 * The route patterns with parameters (react-router syntax, SPEC §2). The `:id?` of the three
 * static service pages is accepted for old links and ignored.
 */
export const patterns = {
  serviceDetails: `${paths.services}/details/:id?`,
  detailsAGnss: `${paths.detailsAGnss}/:id?`,
  detailsPlatform: `${paths.detailsPlatform}/:id?`,
  detailsXc: `${paths.detailsXc}/:id?`,
  solution: `${paths.solutions}/:name`,
  hardware: `${paths.productSolution}/hardware/:name`,
  newsDetails: `${paths.news}/details/:id?`,
  terms: '/terms/:slug',
} as const;

export {
  hardwarePath,
  PRODUCT_TAB_PARAM,
  productTabPath,
  serviceDetailsPath,
  solutionPath,
} from '@xingheng/shared';
export type { ProductTab } from '@xingheng/shared';

/** One article, e.g. `/news/details/31`. */
export function newsDetailsPath(id: number): string {
  return `${paths.news}/details/${id}`;
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
  return search ? `${paths.news}?${search}` : paths.news;
}

/** A terms document, e.g. `/terms/privacy-child`. */
export function termsPath(slug: string): string {
  return `/terms/${slug}`;
}
