/** `/login` (SPEC §2): the route module loaded by `exposes/routes.tsx`. */
export { LoginPage as Component } from './LoginPage';
