import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import {
  serviceDetailsPath,
  supportDetailsPath,
  type SearchAnswer,
  type SearchResult,
} from '@xingheng/shared';
import type { Database } from '../db/types';
import { containsCi, htmlToText, likePattern, snippetAround } from './text';

/** A hit before ranking: 0 title, 1 description/summary/keywords, 2 body text. */
interface Hit extends SearchResult {
  rank: 0 | 1 | 2;
}

/** Kinds in their order within one rank (stable, then each kind's own order). */
const KIND_ORDER: Record<SearchResult['kind'], number> = {
  page: 0,
  service: 1,
  news: 2,
  support: 3,
  doc: 4,
};

/** `lower(col) like pattern escape '\'` over any of `columns` (portable SQLite/PostgreSQL). */
function likeAny(columns: string[], pattern: string): RawBuilder<SqlBool> {
  const parts = columns.map((c) => sql`lower(${sql.ref(c)}) like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

/** The rank of the first field (in order title, description, body) that contains `q`, or null. */
function rankOf(q: string, title: string, middle: string[], body = ''): Hit['rank'] | null {
  if (containsCi(title, q)) return 0;
  if (middle.some((m) => containsCi(m, q))) return 1;
  if (body && containsCi(body, q)) return 2;
  return null;
}

/** The first text that contains `q` (for the snippet), else `fallback`. */
function firstWith(q: string, texts: string[], fallback: string): string {
  return texts.find((t) => containsCi(t, q)) ?? fallback;
}

async function pageHits(db: Kysely<Database>, q: string, pattern: string): Promise<Hit[]> {
  const rows = await db
    .selectFrom('site_pages')
    .selectAll()
    .where(likeAny(['title', 'description', 'keywords'], pattern))
    .orderBy('sort_order')
    .execute();
  return rows.flatMap((r) => {
    const rank = rankOf(q, r.title, [r.description, r.keywords]);
    if (rank === null) return [];
    const snippet = snippetAround(r.description, q);
    return [{ kind: 'page' as const, path: r.path, title: r.title, snippet, rank }];
  });
}

async function serviceHits(db: Kysely<Database>, q: string, pattern: string): Promise<Hit[]> {
  const rows = await db
    .selectFrom('services')
    .leftJoin('service_details', 'service_details.service_id', 'services.id')
    .select(['services.id', 'services.name', 'services.summary', 'service_details.tagline'])
    .where(likeAny(['services.name', 'services.summary', 'service_details.tagline'], pattern))
    .orderBy('services.sort_order')
    .execute();
  return rows.flatMap((r) => {
    const middle = [r.summary, r.tagline ?? ''];
    const rank = rankOf(q, r.name, middle);
    if (rank === null) return [];
    const snippet = snippetAround(firstWith(q, middle, r.summary), q);
    const path = serviceDetailsPath(r.id);
    return [{ kind: 'service' as const, path, title: r.name, snippet, rank }];
  });
}

/**
 * The hit of an article (a news item or a support article): ranked on its title, then its
 * summary, then its body as plain text; the snippet around the first match in summary or body.
 * @returns one hit, or none when `q` is in none of them
 */
function articleHit(
  q: string,
  kind: 'news' | 'support',
  path: string,
  r: { title: string; summary: string; html: string },
): Hit[] {
  const body = htmlToText(r.html);
  const rank = rankOf(q, r.title, [r.summary], body);
  if (rank === null) return [];
  const snippet = snippetAround(firstWith(q, [r.summary, body], r.summary), q);
  return [{ kind, path, title: r.title, snippet, rank }];
}

async function newsHits(db: Kysely<Database>, q: string, pattern: string): Promise<Hit[]> {
  const rows = await db
    .selectFrom('news')
    .select(['id', 'title', 'summary', 'html'])
    .where(likeAny(['title', 'summary', 'html'], pattern))
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.flatMap((r) => articleHit(q, 'news', `/news/details/${r.id}`, r));
}

async function supportHits(db: Kysely<Database>, q: string, pattern: string): Promise<Hit[]> {
  const rows = await db
    .selectFrom('support_docs')
    .select(['id', 'title', 'summary', 'html'])
    .where(likeAny(['title', 'summary', 'html'], pattern))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.flatMap((r) => articleHit(q, 'support', supportDetailsPath(r.id), r));
}

async function docHits(db: Kysely<Database>, q: string, pattern: string): Promise<Hit[]> {
  const rows = await db
    .selectFrom('terms_docs')
    .select(['slug', 'title', 'html'])
    .where(likeAny(['title', 'html'], pattern))
    .orderBy('sort_order')
    .execute();
  return rows.flatMap((r) => {
    const body = htmlToText(r.html);
    const rank = rankOf(q, r.title, [], body);
    if (rank === null) return [];
    const snippet = snippetAround(body, q);
    return [{ kind: 'doc' as const, path: `/terms/${r.slug}`, title: r.title, snippet, rank }];
  });
}

/**
 * The site search (docs/api.md "Site search"): `q` (already trimmed, 1–50 chars) as a
 * case-insensitive substring over the marketing pages (title; description and keywords), the
 * services (name; summary and tagline), the news (title; summary; body text), the support
 * articles of `/support/details/{id}` (title; summary; body text) and the terms documents (title;
 * text). A LIKE pre-filter with `%`, `_` and `\` escaped narrows the rows; the
 * match is confirmed on plain text (tags stripped). Order: title hits, then description hits, then
 * body hits; within a rank pages, services, news (newest first), support articles (in the support
 * centre's order), documents, each in its own order.
 * @returns `{ q, total, results }`: `total` counts every hit, `results` the first `limit`; each
 * `snippet` is ~60 characters of plain text around the first match (the description for pages)
 */
export async function siteSearch(
  db: Kysely<Database>,
  q: string,
  limit: number,
): Promise<SearchAnswer> {
  const pattern = likePattern(q);
  const groups = await Promise.all([
    pageHits(db, q, pattern),
    serviceHits(db, q, pattern),
    newsHits(db, q, pattern),
    supportHits(db, q, pattern),
    docHits(db, q, pattern),
  ]);
  const hits = groups
    .flat()
    .map((hit, index) => ({ hit, index }))
    .sort(
      (a, b) =>
        a.hit.rank - b.hit.rank ||
        KIND_ORDER[a.hit.kind] - KIND_ORDER[b.hit.kind] ||
        a.index - b.index,
    )
    .map(({ hit: { rank: _rank, ...result } }) => result);
  return { q, total: hits.length, results: hits.slice(0, limit) };
}
