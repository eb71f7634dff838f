/** The lazily loaded module of `/productSolution/services/details_xc/:id?` (SPEC §2): static page. */
export { OrionXcPage as Component } from './OrionXcPage';
