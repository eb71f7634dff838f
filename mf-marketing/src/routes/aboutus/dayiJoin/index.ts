/**
 * The lazily loaded module of `/aboutus/dayiJoin` (SPEC §2): the campus page and its loader. Plain
 * markup, so the page loads no antd.
 */
export { CampusPage as Component } from './CampusPage';
export { campusLoader as loader } from './campusLoader';
