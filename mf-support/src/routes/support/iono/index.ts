/** `/support/iono` (SPEC §2): the route module loaded by `exposes/routes.tsx`. */
export { IonoPage as Component } from './IonoPage';
