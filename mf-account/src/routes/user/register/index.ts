/** `/user/register` (SPEC §2): the route module loaded by `exposes/routes.tsx`. */
export { RegisterPage as Component } from './RegisterPage';
