/**
 * The lazily loaded module of `/partner` (SPEC §2): static content and the cooperation form. The
 * page is plain markup (no antd, so no `withAppProviders`: docs/performance.md "Every public page
 * within budget").
 */
export { PartnerPage as Component } from './PartnerPage';
