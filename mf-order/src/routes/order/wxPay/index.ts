/** `/order/wxPay` (SPEC §2): the route module loaded by `exposes/routes.tsx`. */
export { WxPayPage as Component } from './WxPayPage';
