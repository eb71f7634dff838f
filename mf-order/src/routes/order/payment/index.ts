/** `/order/payment` (SPEC §2): the route module loaded by `exposes/routes.tsx`. */
export { PaymentPage as Component } from './PaymentPage';
