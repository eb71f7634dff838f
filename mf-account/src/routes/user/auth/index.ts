/** `/user/auth` (SPEC §2): the route module loaded by `exposes/routes.tsx`. */
export { AuthPage as Component } from './AuthPage';
