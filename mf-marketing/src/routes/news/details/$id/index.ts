/**
 * The lazily loaded module of `/news/details/:id?` (SPEC §2): react-router 7 `lazy`
 * reads `Component` and `loader` from here.
 */
export { NewsDetailPage as Component } from './NewsDetailPage';
export { newsDetailLoader as loader } from './newsDetailLoader';
