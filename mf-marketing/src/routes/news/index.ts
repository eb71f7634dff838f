/**
 * The lazily loaded module of `/news` (SPEC §2): react-router 7 `lazy` reads
 * `Component` and `loader` from here. Plain markup, so the page loads no antd.
 */
export { NewsListPage as Component } from './NewsListPage';
export { newsListLoader as loader } from './newsListLoader';
