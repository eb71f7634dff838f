/**
 * `/support/map/component/coordinateBox` (SPEC §2), the route module loaded by
 * `exposes/routes.tsx`. The page is plain markup (no antd, so no `withAppProviders`:
 * docs/performance.md "Small pages").
 */
export { CoordinateBoxPage as Component } from './CoordinateBoxPage';
