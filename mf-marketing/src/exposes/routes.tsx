import { defineRemoteRoutes } from '@xingheng/shared';
import { paths, patterns } from '../paths';

/**
 * mf-marketing's route group, exposed as `./routes` (contract `RemoteRoutesModule` of
 * `@xingheng/shared`; the marketing routes of SPEC §2). Every path comes from `paths.ts`, and each
 * page's folder under `routes/` mirrors its URL; each page is lazy (its own chunk) and its
 * `index.ts` exports `Component` and, when it reads data, `loader`.
 */
export const routes = defineRemoteRoutes([
  {
    path: paths.home,
    chunk: 'marketing-home',
    audience: 'public',
    load: () => import('../routes/home'),
  },
  {
    path: paths.aboutus,
    chunk: 'marketing-aboutus',
    audience: 'public',
    load: () => import('../routes/aboutus'),
  },
  {
    path: paths.join,
    chunk: 'marketing-aboutus-join',
    audience: 'public',
    load: () => import('../routes/aboutus/join'),
  },
  {
    path: paths.dayiJoin,
    chunk: 'marketing-aboutus-dayijoin',
    audience: 'public',
    load: () => import('../routes/aboutus/dayiJoin'),
  },
  {
    path: paths.indexen,
    chunk: 'marketing-aboutus-indexen',
    audience: 'public',
    load: () => import('../routes/aboutus/indexen'),
  },
  {
    path: paths.partner,
    chunk: 'marketing-partner',
    audience: 'public',
    load: () => import('../routes/partner'),
  },
  {
    path: paths.productSolution,
    chunk: 'marketing-productsolution',
    audience: 'public',
    load: () => import('../routes/productSolution'),
  },
  {
    path: paths.services,
    chunk: 'marketing-productsolution-services',
    audience: 'public',
    load: () => import('../routes/productSolution/services'),
  },
  {
    path: paths.ppk,
    chunk: 'marketing-productsolution-services-ppk',
    audience: 'public',
    load: () => import('../routes/productSolution/services/ppk'),
  },
  {
    path: patterns.serviceDetails,
    chunk: 'marketing-productsolution-services-details-id',
    audience: 'public',
    load: () => import('../routes/productSolution/services/details/$id'),
  },
  {
    path: patterns.detailsAGnss,
    chunk: 'marketing-productsolution-services-details-a-gnss',
    audience: 'public',
    load: () => import('../routes/productSolution/services/details_a_gnss'),
  },
  {
    path: patterns.detailsPlatform,
    chunk: 'marketing-productsolution-services-details-platform',
    audience: 'public',
    load: () => import('../routes/productSolution/services/details_platform'),
  },
  {
    path: patterns.detailsXc,
    chunk: 'marketing-productsolution-services-details-xc',
    audience: 'public',
    load: () => import('../routes/productSolution/services/details_xc'),
  },
  {
    path: paths.solutions,
    chunk: 'marketing-productsolution-solution',
    audience: 'public',
    load: () => import('../routes/productSolution/solution'),
  },
  {
    path: patterns.solution,
    chunk: 'marketing-productsolution-solution-name',
    audience: 'public',
    load: () => import('../routes/productSolution/solution/$name'),
  },
  {
    path: patterns.hardware,
    chunk: 'marketing-productsolution-hardware-name',
    audience: 'public',
    load: () => import('../routes/productSolution/hardware/$name'),
  },
  {
    path: paths.news,
    chunk: 'marketing-news',
    audience: 'public',
    load: () => import('../routes/news'),
  },
  {
    path: patterns.newsDetails,
    chunk: 'marketing-news-details-id',
    audience: 'public',
    load: () => import('../routes/news/details/$id'),
  },
  {
    path: patterns.terms,
    chunk: 'marketing-terms-slug',
    audience: 'public',
    load: () => import('../routes/terms/$slug'),
  },
]);

/**
 * No antd around the whole section: the home, solution and service pages use none, so they load
 * none; the pages that do use antd wrap themselves in `withAppProviders` (checked by
 * tools/src/lint/antdScope.ts in `npm run test:lint`).
 */
export { PlainProviders as Providers } from '@xingheng/shared/ui';
