/** `/support` (SPEC §2): the route module loaded by `exposes/routes.tsx`. */
export { SupportCenterPage as Component } from './SupportCenterPage';
export { supportCenterLoader as loader } from './supportCenterLoader';
