/** `/notices` (SPEC §2): the route module loaded by `exposes/routes.tsx`. */
export { NoticesPage as Component } from './NoticesPage';
export { noticesLoader as loader } from './noticesLoader';
