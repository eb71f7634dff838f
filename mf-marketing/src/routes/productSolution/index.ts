/**
 * The lazily loaded module of `/productSolution` (SPEC §2, `?tab=`): page and service-list loader.
 */
export { OverviewPage as Component } from './OverviewPage';
export { serviceListLoader as loader } from '../../features/services/serviceListLoader';
