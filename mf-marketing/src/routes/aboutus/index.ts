/** The lazily loaded module of `/aboutus` (SPEC §2): static content, no loader. */
export { CompanyPage as Component } from './CompanyPage';
