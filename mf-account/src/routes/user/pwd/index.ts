/** `/user/pwd` (SPEC §2): the route module loaded by `exposes/routes.tsx`. */
export { ResetPasswordPage as Component } from './ResetPasswordPage';
