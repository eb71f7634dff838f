/** The lazily loaded module of `/aboutus/indexen` (SPEC §2): static English content, no loader. */
export { EnglishPage as Component } from './EnglishPage';
