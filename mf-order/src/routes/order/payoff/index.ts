/** `/order/payoff` (SPEC §2): the route module loaded by `exposes/routes.tsx`. */
export { PayoffPage as Component } from './PayoffPage';
