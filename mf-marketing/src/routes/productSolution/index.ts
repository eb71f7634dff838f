/**
 * The lazily loaded module of `/productSolution` (SPEC §2, `?tab=`): page and service-list loader.
 * Plain markup throughout (the tabs are links), so the page loads no antd.
 */
export { OverviewPage as Component } from './OverviewPage';
export { serviceListLoader as loader } from './serviceListLoader';
