import type { Kysely } from 'kysely';
import type { SearchEntry } from '@xingheng/shared/registry';
import type { Database, SitePageTable } from './types';
import { transact } from './transaction';

/**
 * Replaces the site-search index of the pages (`site_pages`, docs/api.md "Site search") with the
 * given entries: deletes every row and inserts the entries in one transaction, so a search sees
 * the old index or the new one, never a mix. A path listed twice keeps its first entry; keywords
 * are stored space-joined; `sort_order` follows the order given.
 * @param pages the entries, e.g. the `search-entries.json` files of the active remote versions
 * @returns the number of pages indexed
 */
export async function indexSitePages(
  db: Kysely<Database>,
  pages: readonly SearchEntry[],
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
  await transact(db, async (trx) => {
    await trx.deleteFrom('site_pages').execute();
    // One statement per 100 rows: SQLite limits the bound parameters of one statement.
    for (let i = 0; i < rows.length; i += 100) {
      await trx
        .insertInto('site_pages')
        .values(rows.slice(i, i + 100))
        .execute();
    }
  });
  return rows.length;
}
