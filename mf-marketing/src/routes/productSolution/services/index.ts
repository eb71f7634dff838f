/** The lazily loaded module of `/productSolution/services` (SPEC §2): page and service-list loader. */
export { ServicesPage as Component } from './ServicesPage';
export { serviceListLoader as loader } from '../serviceListLoader';
