/**
 * `/support/iono` (SPEC §2), the route module loaded by `exposes/routes.tsx`. The page is plain
 * markup (no antd, so no `withAppProviders`); its data comes from `ionoLoader` (on the server for a
 * first visit), ECharts and the map data load after hydration (docs/performance.md
 * "/support/iono: data on the server").
 */
export { IonoPage as Component } from './IonoPage';
export { ionoLoader as loader } from './ionoLoader';
