/** The lazily loaded module of `/productSolution/services/ppk` (SPEC §2): static page. */
export { PpkPage as Component } from './PpkPage';
