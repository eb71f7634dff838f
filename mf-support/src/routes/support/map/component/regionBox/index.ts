/**
 * `/support/map/component/regionBox` and its trailing-dot twin (SPEC §2): the route module loaded
 * by `exposes/routes.tsx` for both paths.
 */
export { RegionBoxPage as Component } from './RegionBoxPage';
