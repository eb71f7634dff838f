/** `/support/map` (SPEC §2): the route module loaded by `exposes/routes.tsx`. */
export { CoverageMapPage as Component } from './CoverageMapPage';
