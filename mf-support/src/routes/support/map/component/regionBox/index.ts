/**
 * `/support/map/component/regionBox` and its trailing-dot twin (SPEC §2), the route module loaded
 * by `exposes/routes.tsx` for both paths. The page is plain markup (no antd, so no
 * `withAppProviders`: docs/performance.md "Small pages"); its coverage regions come from
 * `coverageRegionsLoader`, on the server for a first visit.
 */
export { RegionBoxPage as Component } from './RegionBoxPage';
export { coverageRegionsLoader as loader } from '#features/coverageMap/coverageRegionsLoader';
