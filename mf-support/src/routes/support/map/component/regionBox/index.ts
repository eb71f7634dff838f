/**
 * `/support/map/component/regionBox` and its trailing-dot twin (SPEC §2), the route module loaded
 * by `exposes/routes.tsx` for both paths. The page is plain markup (no antd, so no
 * `withAppProviders`: docs/performance.md "Small pages").
 */
export { RegionBoxPage as Component } from './RegionBoxPage';
