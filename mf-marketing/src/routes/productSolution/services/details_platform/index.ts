/** The lazily loaded module of `/productSolution/services/details_platform/:id?` (SPEC §2): static page. */
export { PlatformPage as Component } from './PlatformPage';
