/**
 * The lazily loaded module of `/productSolution/services/details/:id?` (SPEC §2): page and the
 * `ServiceDetail` loader (unknown or invalid id → 404).
 */
export { ServiceDetailsPage as Component } from './ServiceDetailsPage';
export { serviceDetailsLoader as loader } from './serviceDetailsLoader';
