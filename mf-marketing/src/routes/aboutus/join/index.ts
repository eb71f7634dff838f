/**
 * The lazily loaded module of `/aboutus/join` (SPEC §2): the page and its jobs loader. Plain
 * markup, so the page loads no antd.
 */
export { JoinPage as Component } from './JoinPage';
export { joinLoader as loader } from './joinLoader';
