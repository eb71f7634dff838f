/** `/order/payError` (SPEC §2): the route module loaded by `exposes/routes.tsx`. */
export { PayErrorPage as Component } from './PayErrorPage';
