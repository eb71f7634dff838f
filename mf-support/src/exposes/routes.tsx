import { defineRemoteRoutes } from '@xingheng/shared';
import { paths } from '../paths';

/**
 * mf-support's route group, exposed as `./routes` (contract `RemoteRoutesModule` of
 * `@xingheng/shared`). SPEC §2, each page and its loader loaded on demand in its own chunk; a
 * 404/500 thrown by a loader is shown by the shell's error pages:
 * - `/support` 支持中心 (search, categories, article lists; no ECharts, no map data)
 * - `/support/details/{id?}` a support article, or without an id the policy overview (9 隐私政策,
 *   10 用户协议)
 * - `/notices` 服务公告, `/notices/details/{id?}` one notice
 * - `/notices/bugReport` 问题反馈, `/notices/bugResponse` 反馈查询
 * - `/support/iono` 电离层监测 and `/support/map` 覆盖范围: the only pages that load ECharts and
 *   the map data (their own dynamic import, chunk `echarts-china`, when the map mounts)
 * - `/support/map/component/coordinateBox` and `/support/map/component/regionBox` (also with the
 *   trailing dot of SPEC §2: react-router matches the dot literally, so both paths are listed and
 *   load the same chunk): the coverage map's panels on their own pages
 */
export const routes = defineRemoteRoutes([
  {
    path: paths.support,
    chunk: 'support-center',
    audience: 'public',
    load: () => import('../routes/support'),
  },
  {
    path: paths.details,
    chunk: 'support-details',
    audience: 'public',
    load: () => import('../routes/support/details/$id'),
  },
  {
    path: paths.notices,
    chunk: 'support-notices',
    audience: 'public',
    load: () => import('../routes/notices'),
  },
  {
    path: paths.noticeDetails,
    chunk: 'support-notice-details',
    audience: 'public',
    load: () => import('../routes/notices/details/$id'),
  },
  {
    path: paths.bugReport,
    chunk: 'support-bug-report',
    audience: 'public',
    load: () => import('../routes/notices/bugReport'),
  },
  {
    path: paths.bugResponse,
    chunk: 'support-bug-response',
    audience: 'public',
    load: () => import('../routes/notices/bugResponse'),
  },
  {
    path: paths.iono,
    chunk: 'support-iono',
    audience: 'public',
    budget: 'chart',
    load: () => import('../routes/support/iono'),
  },
  {
    path: paths.map,
    chunk: 'support-map',
    audience: 'public',
    budget: 'chart',
    load: () => import('../routes/support/map'),
  },
  {
    path: paths.coordinateBox,
    chunk: 'support-map-coordinate',
    audience: 'public',
    load: () => import('../routes/support/map/component/coordinateBox'),
  },
  ...[paths.regionBox, paths.regionBoxDot].map((path) => ({
    path,
    chunk: 'support-map-region',
    audience: 'public' as const,
    load: () => import('../routes/support/map/component/regionBox'),
  })),
]);

/**
 * No section-wide antd: the pages that still use antd wrap themselves in `withAppProviders`, so a
 * page drawn in plain markup loads no antd at all (docs/performance.md "Small pages"), checked by
 * tools/src/lint/antdScope.ts in `npm run test:lint`.
 */
export { PlainProviders as Providers } from '@xingheng/shared/ui';
