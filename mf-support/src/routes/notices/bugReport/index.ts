/** `/notices/bugReport` (SPEC §2): the route module loaded by `exposes/routes.tsx`. */
export { BugReportPage as Component } from './BugReportPage';
