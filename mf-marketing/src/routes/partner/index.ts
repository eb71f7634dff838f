/** The lazily loaded module of `/partner` (SPEC §2): static content and the cooperation form. */
export { PartnerPage as Component } from './PartnerPage';
