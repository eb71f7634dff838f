/** `/order/shopOrder` (SPEC §2): the route module loaded by `exposes/routes.tsx`. */
export { ShopOrderPage as Component } from './ShopOrderPage';
