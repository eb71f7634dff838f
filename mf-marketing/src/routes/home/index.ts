/**
 * The lazily loaded module of `/` (SPEC §2): react-router 7 `lazy` reads `Component` and `loader`
 * from here, so the home page and its loader form their own chunk.
 */
export { HomePage as Component } from './HomePage';
export { homeLoader as loader } from './homeLoader';
