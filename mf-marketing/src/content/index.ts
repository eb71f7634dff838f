/**
 * `mf-marketing/content`: the marketing pages as pure data (no React), read by the pages and, as
 * `searchEntries`, by the build, which publishes them with each release as `search-entries.json`
 * for the API's site search (docs/api.md "Site search").
 */
import type { PageEntry } from './pageEntry';
import { STATIC_PAGES } from './staticPages';
import { SOLUTION_PAGES } from './solutions';
import { HARDWARE_PAGES } from './hardware';

export type { PageEntry } from './pageEntry';

/** Every marketing page the site search indexes (services, news and terms come from the API). */
export const MARKETING_PAGES: readonly PageEntry[] = [
  ...STATIC_PAGES.map((page) => ({ ...page, keywords: [...page.keywords] })),
  ...SOLUTION_PAGES,
  ...HARDWARE_PAGES,
];

/**
 * The site-search entries this remote publishes with each release: the module is named by
 * `xingheng.searchEntries` in package.json, and the build writes this export as
 * `search-entries.json` into the version folder (docs/api.md "Site search").
 */
export const searchEntries: readonly PageEntry[] = MARKETING_PAGES;
