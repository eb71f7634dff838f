import { prefixBase, RoutePrefixSchema } from '@xingheng/shared/registry';

/** Route prefixes per remote, as in `ROUTE_OWNERSHIP`. */
export type Ownership = Readonly<Record<string, readonly string[]>>;

/**
 * The nginx `location` matches that cover one route prefix the way `prefixMatches` does
 * (trailing slash ignored; nginx merges repeated slashes): `/` → `= /`; `/partner` → `= /partner`
 * and `= /partner/`; `/news/*` → `= /news` and the prefix `/news/` (the path and everything below).
 * @param prefix a route prefix such as `/news/*`
 * @returns the location arguments, e.g. `['= /news', '/news/']`
 * @throws Error when `prefix` is not a valid route prefix (`RoutePrefixSchema`)
 */
export function locationsForPrefix(prefix: string): string[] {
  if (!RoutePrefixSchema.safeParse(prefix).success) {
    throw new Error(`Invalid route prefix for nginx: ${JSON.stringify(prefix)}`);
  }
  if (prefix === '/') return ['= /'];
  const base = prefixBase(prefix);
  return prefix.endsWith('/*') ? [`= ${base}`, `${base}/`] : [`= ${base}`, `= ${base}/`];
}

/**
 * The page-route `location` blocks of the nginx config: one per owned path, each handing the
 * request to the page renderer (`@page`, which falls back to the active shell's static page with
 * HTTP 200 when no renderer answers: a second error page, hence `recursive_error_pages`). Duplicates (two prefixes mapping to the same
 * location) are merged, since nginx rejects a location declared twice.
 * @param ownership route prefixes per remote, in the order to render them
 * @param indent the indentation of each line (the server block's)
 * @returns the lines joined with `\n`, each ending in a comment naming its owners
 * @throws Error when a prefix is invalid (see `locationsForPrefix`)
 */
export function renderPageLocations(ownership: Ownership, indent = '        '): string {
  const owners = new Map<string, string[]>();
  for (const [remote, prefixes] of Object.entries(ownership)) {
    for (const prefix of prefixes) {
      for (const location of locationsForPrefix(prefix)) {
        const list = owners.get(location) ?? [];
        list.push(`${remote} ${prefix}`);
        owners.set(location, list);
      }
    }
  }
  const width = Math.max(...[...owners.keys()].map((location) => location.length));
  return [...owners]
    .map(
      ([location, who]) =>
        `${indent}location ${location.padEnd(width)} { recursive_error_pages on; error_page 418 = @page; return 418; }  # ${who.join(', ')}`,
    )
    .join('\n');
}
