import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '@xingheng/shared/registry';
import { REPOSITORY_ROOT } from './repositoryFiles';

/**
 * A URL leads to its code in one step (docs/architecture.md "The shape of a remote"): each page of
 * a remote's route group (`src/exposes/routes.tsx`) loads the folder of its URL under
 * `src/routes/`, a `:param` segment being a `$param` folder (an optional last one that does not
 * pick the page's record may have none) and `/` being `routes/home/`. The route
 * group is read as source (the pages are lazy imports) and its paths from the remote's
 * `src/paths.ts`.
 */

/** One page of a route group: the expressions of its paths and the folder its import loads. */
interface RouteEntry {
  paths: string[];
  folder: string;
}

/** The entries of `defineRemoteRoutes([...])`: `path: paths.x` or `...[paths.a, paths.b].map(…)`. */
export function routeEntries(source: string): RouteEntry[] {
  const entries: RouteEntry[] = [];
  const entry =
    /(?:path:\s*([\w.]+)|\.\.\.\[([\w.,\s]+)\]\.map)[\s\S]*?import\(\s*'\.\.\/routes\/([^']+)'\s*\)/g;
  for (const [, single, several, folder = ''] of source.matchAll(entry)) {
    const paths = (single ?? several ?? '').split(',').map((name) => name.trim());
    entries.push({ paths: paths.filter(Boolean), folder });
  }
  return entries;
}

/** The folder a URL pattern's page lives in: `/news/details/:id?` → `news/details/$id`. */
export function folderOf(pattern: string): string {
  const trimmed = pattern.replace(/^\//, '').replace(/\.$/, '');
  if (trimmed === '') return 'home';
  return trimmed
    .split('/')
    .map((segment) => segment.replace(/^:(\w+)\??$/, '$$$1'))
    .join('/');
}

/** Evaluates `paths.x` against the exports of the remote's paths module. */
function valueOf(expression: string, exports: Record<string, unknown>): unknown {
  return expression
    .split('.')
    .reduce<unknown>(
      (value, key) => (value as Record<string, unknown> | undefined)?.[key],
      exports,
    );
}

describe.each(REMOTE_NAMES)('%s: every page lives in the folder of its URL', (remote) => {
  const source = fs.readFileSync(
    path.join(REPOSITORY_ROOT, remote, 'src/exposes/routes.tsx'),
    'utf8',
  );
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const pathsModule = require(path.join(REPOSITORY_ROOT, remote, 'src/paths')) as Record<
    string,
    unknown
  >;
  const entries = routeEntries(source);

  it('reads every page of the route group', () => {
    expect(entries.length).toBe((source.match(/import\(\s*'\.\.\/routes\//g) ?? []).length);
    expect(entries.length).toBeGreaterThan(0);
  });

  it.each(entries.map((entry) => [entry.folder, entry] as const))('%s', (folder, entry) => {
    for (const expression of entry.paths) {
      const pattern = valueOf(expression, pathsModule);
      expect(typeof pattern).toBe('string');
      const withoutLastOptional = (pattern as string).replace(/\/:\w+\?$/, '');
      expect([folderOf(pattern as string), folderOf(withoutLastOptional)]).toContain(folder);
    }
    expect(fs.existsSync(path.join(REPOSITORY_ROOT, remote, 'src/routes', folder))).toBe(true);
  });
});

describe('the rule itself', () => {
  it('maps URL patterns to folders and trips on a page outside its URL folder', () => {
    expect(folderOf('/')).toBe('home');
    expect(folderOf('/news/details/:id?')).toBe('news/details/$id');
    expect(folderOf('/support/map/component/regionBox.')).toBe('support/map/component/regionBox');
    const misplaced = routeEntries(
      `defineRemoteRoutes([{ path: paths.payoff, chunk: 'x', load: () => import('../routes/order/paid') }])`,
    );
    expect(misplaced).toEqual([{ paths: ['paths.payoff'], folder: 'order/paid' }]);
    expect(folderOf('/order/payoff')).not.toBe(misplaced[0]?.folder);
  });
});
