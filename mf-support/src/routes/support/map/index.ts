/**
 * `/support/map` (SPEC §2), the route module loaded by `exposes/routes.tsx`. The page is plain
 * markup (no antd, so no `withAppProviders`); its coverage regions come from
 * `coverageRegionsLoader` (on the server for a first visit), ECharts and the map data load after
 * hydration (docs/performance.md "/support/map: regions on the server").
 */
export { CoverageMapPage as Component } from './CoverageMapPage';
export { coverageRegionsLoader as loader } from '../../../features/coverageMap/coverageRegionsLoader';
