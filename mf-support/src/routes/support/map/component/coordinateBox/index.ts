/** `/support/map/component/coordinateBox` (SPEC §2): the route module loaded by `exposes/routes.tsx`. */
export { CoordinateBoxPage as Component } from './CoordinateBoxPage';
