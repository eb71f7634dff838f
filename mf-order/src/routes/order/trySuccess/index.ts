/** `/order/trySuccess` (SPEC §2): the route module loaded by `exposes/routes.tsx`. */
export { TrySuccessPage as Component } from './TrySuccessPage';
