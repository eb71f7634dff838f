/**
 * `mf-marketing/content`: the marketing pages as pure data (no React), read by the pages and by
 * the API's site search (issue #3).
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
