import { defineRemoteRoutes } from '@xingheng/shared';
import { PATHS, PATTERNS } from '../paths';

/**
 * mf-marketing's route group, exposed as `./routes` (contract `RemoteRoutesModule` of
 * `@xingheng/shared`; the marketing routes of SPEC §2). Every path comes from `paths.ts`, and each
 * page's folder under `routes/` mirrors its URL; each page is lazy (its own chunk) and its
 * `index.ts` exports `Component` and, when it reads data, `loader`.
 */
export const routes = defineRemoteRoutes([
  {
    path: PATHS.home,
    chunk: 'marketing-home',
    load: () => import('../routes/home'),
  },
  {
    path: PATHS.aboutus,
    chunk: 'marketing-aboutus',
    load: () => import('../routes/aboutus'),
  },
  {
    path: PATHS.join,
    chunk: 'marketing-aboutus-join',
    load: () => import('../routes/aboutus/join'),
  },
  {
    path: PATHS.dayiJoin,
    chunk: 'marketing-aboutus-dayijoin',
    load: () => import('../routes/aboutus/dayiJoin'),
  },
  {
    path: PATHS.indexen,
    chunk: 'marketing-aboutus-indexen',
    load: () => import('../routes/aboutus/indexen'),
  },
  {
    path: PATHS.partner,
    chunk: 'marketing-partner',
    load: () => import('../routes/partner'),
  },
  {
    path: PATHS.productSolution,
    chunk: 'marketing-productsolution',
    load: () => import('../routes/productSolution'),
  },
  {
    path: PATHS.services,
    chunk: 'marketing-productsolution-services',
    load: () => import('../routes/productSolution/services'),
  },
  {
    path: PATHS.ppk,
    chunk: 'marketing-productsolution-services-ppk',
    load: () => import('../routes/productSolution/services/ppk'),
  },
  {
    path: PATTERNS.serviceDetails,
    chunk: 'marketing-productsolution-services-details-id',
    load: () => import('../routes/productSolution/services/details/$id'),
  },
  {
    path: PATTERNS.detailsAGnss,
    chunk: 'marketing-productsolution-services-details-a-gnss',
    load: () => import('../routes/productSolution/services/details_a_gnss'),
  },
  {
    path: PATTERNS.detailsPlatform,
    chunk: 'marketing-productsolution-services-details-platform',
    load: () => import('../routes/productSolution/services/details_platform'),
  },
  {
    path: PATTERNS.detailsXc,
    chunk: 'marketing-productsolution-services-details-xc',
    load: () => import('../routes/productSolution/services/details_xc'),
  },
  {
    path: PATHS.solutions,
    chunk: 'marketing-productsolution-solution',
    load: () => import('../routes/productSolution/solution'),
  },
  {
    path: PATTERNS.solution,
    chunk: 'marketing-productsolution-solution-name',
    load: () => import('../routes/productSolution/solution/$name'),
  },
  {
    path: PATTERNS.hardware,
    chunk: 'marketing-productsolution-hardware-name',
    load: () => import('../routes/productSolution/hardware/$name'),
  },
  {
    path: PATHS.news,
    chunk: 'marketing-news',
    load: () => import('../routes/news'),
  },
  {
    path: PATTERNS.newsDetails,
    chunk: 'marketing-news-details-id',
    load: () => import('../routes/news/details/$id'),
  },
  {
    path: PATTERNS.terms,
    chunk: 'marketing-terms-slug',
    load: () => import('../routes/terms/$slug'),
  },
]);

/**
 * No antd around the whole section: the home, solution and service pages use none, so they load
 * none; the pages that do use antd wrap themselves in `withAppProviders` (checked by
 * scripts/src/lint/antdScope.ts in `npm run test:lint`).
 */
export { PlainProviders as Providers } from '@xingheng/shared/ui';
