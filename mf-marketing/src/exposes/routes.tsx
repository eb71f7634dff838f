import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';

/**
 * mf-marketing's route group, exposed as `./routes` (contract `RemoteRoutesModule` of
 * `@xingheng/shared`, issue #2 §3; routes of SPEC §2 and issue #3). Each page is lazy (its own
 * chunk): its module exports `Component` and, when it reads data, `loader`.
 */

/** What a page module exports. */
export interface PageModule {
  Component: ComponentType;
  loader?: LoaderFunction;
}

/** A lazy page route. */
function page(path: string, load: () => Promise<PageModule>): RouteObject {
  return {
    path,
    lazy: async () => {
      const { Component, loader } = await load();
      return loader ? { Component, loader } : { Component };
    },
  };
}

export const routes: RouteObject[] = [
  page('/', () => import('../routes/home')),
  page('/aboutus', () => import('../routes/aboutus/company')),
  page('/aboutus/join', () => import('../routes/aboutus/join')),
  page('/aboutus/dayiJoin', () => import('../routes/aboutus/campus')),
  page('/aboutus/indexen', () => import('../routes/aboutus/english')),
  page('/partner', () => import('../routes/partner')),
  page('/productSolution', () => import('../routes/productSolution/overview')),
  page('/productSolution/services', () => import('../routes/productSolution/services')),
  page('/productSolution/services/ppk', () => import('../routes/productSolution/ppk')),
  page(
    '/productSolution/services/details/:id?',
    () => import('../routes/productSolution/serviceDetails'),
  ),
  page(
    '/productSolution/services/details_a_gnss/:id?',
    () => import('../routes/productSolution/aGnss'),
  ),
  page(
    '/productSolution/services/details_platform/:id?',
    () => import('../routes/productSolution/platform'),
  ),
  page(
    '/productSolution/services/details_xc/:id?',
    () => import('../routes/productSolution/orionXc'),
  ),
  page('/productSolution/solution', () => import('../routes/solution/list')),
  page('/productSolution/solution/:name', () => import('../routes/solution/detail')),
  page('/productSolution/hardware/:name', () => import('../routes/hardware/detail')),
  page('/news', () => import('../routes/news/list')),
  page('/news/details/:id?', () => import('../routes/news/detail')),
  page('/terms/:slug', () => import('../routes/terms')),
];

export { AppProviders as Providers } from '@xingheng/shared/ui';
