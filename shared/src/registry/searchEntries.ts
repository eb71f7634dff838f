import * as z from 'zod/mini';
import { zhCN } from 'zod/locales';

/**
 * The site-search entries a remote publishes with each release (docs/api.md "Site search"): the
 * build writes them as `search-entries.json` into the version folder, the release checks refuse a
 * malformed file, and the API indexes the files of the active versions whenever the registry
 * changes, so a release updates search and a rollback rolls it back. A remote without the file
 * contributes no page entries.
 */

/** File name of the entries inside a version folder (`remotes/<name>/<version>/`). */
export const SEARCH_ENTRIES_FILE = 'search-entries.json';

/** One page as the search indexes it. */
export const SearchEntrySchema = z.object({
  /** Site path, e.g. `/aboutus/join` (at most 255 characters, no spaces). */
  path: z
    .string()
    .check(z.regex(/^\/[^\s]{0,254}$/, '页面路径须以 / 开头、不含空白、不超过 255 个字符')),
  /** Page title without the site name (1–128 characters). */
  title: z
    .string()
    .check(z.minLength(1, '页面标题不能为空'), z.maxLength(128, '页面标题不能超过 128 个字符')),
  /** Meta description (at most 1000 characters). */
  description: z.string().check(z.maxLength(1000, '页面描述不能超过 1000 个字符')),
  /** Extra search terms (synonyms, product codes), at most 50, each 1–50 characters. */
  keywords: z
    .array(
      z
        .string()
        .check(z.minLength(1, '关键词不能为空'), z.maxLength(50, '关键词不能超过 50 个字符')),
    )
    .check(z.maxLength(50, '关键词不能超过 50 个')),
});

/** The content of `search-entries.json`: `{ schemaVersion: 1, entries: SearchEntry[] }`. */
export const SearchEntriesFileSchema = z.object({
  schemaVersion: z.literal(1),
  entries: z.array(SearchEntrySchema).check(z.maxLength(5000, '搜索条目不能超过 5000 条')),
});

export type SearchEntry = z.infer<typeof SearchEntrySchema>;
export type SearchEntriesFile = z.infer<typeof SearchEntriesFileSchema>;

/** Raised when a `search-entries.json` cannot be used; `issues` are Chinese, one per problem. */
export class SearchEntriesError extends Error {
  constructor(public readonly issues: string[]) {
    super(`搜索条目文件无效：${issues.slice(0, 5).join('；')}`);
    this.name = 'SearchEntriesError';
  }
}

/**
 * Validates the parsed content of a `search-entries.json`.
 * @param input the file's JSON value
 * @returns the entries, in the file's order
 * @throws SearchEntriesError listing the problems (path and Chinese message)
 */
export function parseSearchEntries(input: unknown): SearchEntry[] {
  const result = SearchEntriesFileSchema.safeParse(input, { error: zhCN().localeError });
  if (result.success) return result.data.entries;
  throw new SearchEntriesError(
    result.error.issues.map((issue) =>
      issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    ),
  );
}

/**
 * The text of a `search-entries.json` for some entries (what the build writes).
 * @param entries the pages, validated here
 * @returns pretty-printed JSON ending with a newline
 * @throws SearchEntriesError when an entry is malformed
 */
export function formatSearchEntries(entries: readonly SearchEntry[]): string {
  const file: SearchEntriesFile = { schemaVersion: 1, entries: [...entries] };
  parseSearchEntries(file);
  return `${JSON.stringify(file, null, 2)}\n`;
}
