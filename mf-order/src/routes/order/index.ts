/** `/order` (SPEC §2): the route module loaded by `exposes/routes.tsx`. */
export { ServiceOrderPage as Component } from './ServiceOrderPage';
