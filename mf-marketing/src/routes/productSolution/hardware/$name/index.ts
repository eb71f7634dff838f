/**
 * The lazily loaded module of `/productSolution/hardware/:name` (SPEC §2): react-router 7
 * `lazy` reads `Component` and `loader` from here.
 */
export { HardwareDetailPage as Component } from './HardwareDetailPage';
export { hardwareLoader as loader } from './hardwareLoader';
