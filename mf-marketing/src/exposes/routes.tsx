import { defineRemoteRoutes } from '@xingheng/shared';
import { PATHS, PATTERNS } from '../paths';

/**
 * mf-marketing's route group, exposed as `./routes` (contract `RemoteRoutesModule` of
 * `@xingheng/shared`; the marketing routes of SPEC §2). Every path comes from `paths.ts`, and each
 * page's folder under `routes/` mirrors its URL; each page is lazy (its own chunk) and its
 * `index.ts` exports `Component` and, when it reads data, `loader`.
 */
export const routes = defineRemoteRoutes([
  { path: PATHS.home, load: () => import('../routes/home') },
  { path: PATHS.aboutus, load: () => import('../routes/aboutus') },
  { path: PATHS.join, load: () => import('../routes/aboutus/join') },
  { path: PATHS.dayiJoin, load: () => import('../routes/aboutus/dayiJoin') },
  { path: PATHS.indexen, load: () => import('../routes/aboutus/indexen') },
  { path: PATHS.partner, load: () => import('../routes/partner') },
  { path: PATHS.productSolution, load: () => import('../routes/productSolution') },
  { path: PATHS.services, load: () => import('../routes/productSolution/services') },
  { path: PATHS.ppk, load: () => import('../routes/productSolution/services/ppk') },
  {
    path: PATTERNS.serviceDetails,
    load: () => import('../routes/productSolution/services/details/$id'),
  },
  {
    path: PATTERNS.detailsAGnss,
    load: () => import('../routes/productSolution/services/details_a_gnss'),
  },
  {
    path: PATTERNS.detailsPlatform,
    load: () => import('../routes/productSolution/services/details_platform'),
  },
  {
    path: PATTERNS.detailsXc,
    load: () => import('../routes/productSolution/services/details_xc'),
  },
  { path: PATHS.solutions, load: () => import('../routes/productSolution/solution') },
  { path: PATTERNS.solution, load: () => import('../routes/productSolution/solution/$name') },
  { path: PATTERNS.hardware, load: () => import('../routes/productSolution/hardware/$name') },
  { path: PATHS.news, load: () => import('../routes/news') },
  { path: PATTERNS.newsDetails, load: () => import('../routes/news/details/$id') },
  { path: PATTERNS.terms, load: () => import('../routes/terms/$slug') },
]);

/**
 * No antd around the whole section: the home, solution and service pages use none, so they load
 * none; the pages that do use antd wrap themselves in `withAppProviders` (checked by
 * scripts/src/lint/antdScope.ts in `npm run test:lint`).
 */
export { PlainProviders as Providers } from '@xingheng/shared/ui';
