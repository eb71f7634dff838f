/**
 * The lazily loaded module of `/terms/:slug` (SPEC §2): react-router 7 `lazy` reads
 * `Component` and `loader` from here.
 */
export { TermsPage as Component } from './TermsPage';
export { termsLoader as loader } from './termsLoader';
