import type { Kysely } from 'kysely';
import { MARKETING_PAGES, type PageEntry } from 'mf-marketing/content';
import type { Database, SitePageTable } from './types';

/**
 * Rebuilds the site-search index of the marketing pages (issue #3 "Site search") from the content
 * records the pages render (`MARKETING_PAGES` of `mf-marketing/content`): deletes every row and
 * inserts the current pages in one transaction, so the index always follows the content. A path
 * listed twice keeps its first entry; keywords are stored space-joined.
 * @param pages the entries to index (default `MARKETING_PAGES`)
 * @returns the number of pages indexed
 */
export async function indexSitePages(
  db: Kysely<Database>,
  pages: readonly PageEntry[] = MARKETING_PAGES,
): Promise<number> {
  const seen = new Set<string>();
  const rows: SitePageTable[] = [];
  for (const page of pages) {
    if (seen.has(page.path)) continue;
    seen.add(page.path);
    rows.push({
      path: page.path,
      title: page.title,
      description: page.description,
      keywords: page.keywords.join(' '),
      sort_order: rows.length + 1,
    });
  }
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('site_pages').execute();
    if (rows.length > 0) await trx.insertInto('site_pages').values(rows).execute();
  });
  return rows.length;
}
