/** The lazily loaded module of `/aboutus/join` (SPEC §2): the page and its jobs loader. */
export { JoinPage as Component } from './JoinPage';
export { joinLoader as loader } from './joinLoader';
