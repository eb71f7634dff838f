import type { Kysely } from 'kysely';
import type { JobList, JobPosting } from '@xingheng/shared';
import type { Database, JobTable } from '../db/types';

/** Filters of the jobs list: `kind` social or campus, optional exact `city` / `category`. */
export interface JobFilter {
  kind: 'social' | 'campus';
  city?: string | undefined;
  category?: string | undefined;
}

/** A table row as the wire's JobPosting (JSON text columns parsed). */
function toPosting(row: JobTable): JobPosting {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    city: row.city,
    kind: row.kind === 'campus' ? 'campus' : 'social',
    headcount: row.headcount,
    publishedAt: row.published_at,
    responsibilities: JSON.parse(row.responsibilities_json) as string[],
    requirements: JSON.parse(row.requirements_json) as string[],
  };
}

/** Distinct values, sorted by the Chinese collation of `localeCompare`. */
function distinctSorted(values: string[]): string[] {
  return [...new Set(values)].sort((a, b) => a.localeCompare(b, 'zh-CN'));
}

/**
 * The openings of one kind (SPEC §2 `/aboutus/join`, `/aboutus/dayiJoin`).
 * @param filter `kind`, and the optional exact `city` and `category`
 * @returns `JobList`: `list` the openings of `kind` matching city and category, newest first;
 *   `cities` and `categories` every distinct value of that kind whatever the filter, so the page's
 *   filter menus do not shrink as the user picks (sorted)
 */
export async function listJobs(db: Kysely<Database>, filter: JobFilter): Promise<JobList> {
  const { kind, city, category } = filter;
  const rows = await db
    .selectFrom('jobs')
    .selectAll()
    .where('kind', '=', kind)
    .orderBy('published_at', 'desc')
    .orderBy('sort_order')
    .execute();
  return {
    list: rows
      .filter((r) => (!city || r.city === city) && (!category || r.category === category))
      .map(toPosting),
    cities: distinctSorted(rows.map((r) => r.city)),
    categories: distinctSorted(rows.map((r) => r.category)),
  };
}
