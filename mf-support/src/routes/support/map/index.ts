/**
 * `/support/map` (SPEC §2), the route module loaded by `exposes/routes.tsx`. The page is plain
 * markup (no antd, so no `withAppProviders`); ECharts and the map data load after hydration
 * (docs/performance.md "Every public page within budget").
 */
export { CoverageMapPage as Component } from './CoverageMapPage';
