/** `/notices/bugResponse` (SPEC §2): the route module loaded by `exposes/routes.tsx`. */
export { BugResponsePage as Component } from './BugResponsePage';
