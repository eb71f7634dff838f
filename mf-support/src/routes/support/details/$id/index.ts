/** `/support/details/:id?` (SPEC §2): the route module loaded by `exposes/routes.tsx`. */
export { SupportDetailsPage as Component } from './SupportDetailsPage';
export { detailsLoader as loader } from './detailsLoader';
