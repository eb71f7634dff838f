/** `/notices/details/:id?` (SPEC §2): the route module loaded by `exposes/routes.tsx`. */
export { NoticeDetailsPage as Component } from './NoticeDetailsPage';
export { noticeDetailsLoader as loader } from './noticeDetailsLoader';
