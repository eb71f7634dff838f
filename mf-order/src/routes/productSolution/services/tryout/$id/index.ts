/** `/productSolution/services/tryout/{id?}` (SPEC §2): the route module loaded by `exposes/routes.tsx`. */
export { TryoutPage as Component } from './TryoutPage';
