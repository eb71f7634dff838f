import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from './types';

/** Tables of dated articles: an integer `id`, a `title`, `published_at` `YYYY-MM-DD`. */
export type DatedTable = 'news' | 'notices';

/** A query of one of the dated tables. */
type DatedQuery = SelectQueryBuilder<Database, DatedTable, object>;

/** An article next to another: its id and title. */
export interface Neighbour {
  id: number;
  title: string;
}

/**
 * The articles next to one, ordered by `published_at` then id (ties on the date go by id, so the
 * chain never skips or repeats an article): `prev` the next older, `next` the next newer.
 * @param scope what counts as a neighbour (the notice types the API serves); default every row
 * @returns `{ prev, next }`, each null at its end of the list
 */
export async function datedNeighbours(
  db: Kysely<Database>,
  table: DatedTable,
  article: { id: number; published_at: string },
  scope: (query: DatedQuery) => DatedQuery = (query) => query,
): Promise<{ prev: Neighbour | null; next: Neighbour | null }> {
  const { id, published_at: at } = article;
  const base = scope(db.selectFrom(table)).select(['id', 'title']);
  const prev = await base
    .where((eb) =>
      eb.or([
        eb('published_at', '<', at),
        eb.and([eb('published_at', '=', at), eb('id', '<', id)]),
      ]),
    )
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const next = await base
    .where((eb) =>
      eb.or([
        eb('published_at', '>', at),
        eb.and([eb('published_at', '=', at), eb('id', '>', id)]),
      ]),
    )
    .orderBy('published_at', 'asc')
    .orderBy('id', 'asc')
    .executeTakeFirst();
  return { prev: prev ?? null, next: next ?? null };
}
