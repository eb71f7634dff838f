import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { openDatabase } from '../db/open';
import { apiServerOptions } from '../framework';
import { apiPlugin } from '../plugin';
import { tempDir, TEST_PUBLIC_ORIGIN } from '../test/harness';
import { freshTestDatabase } from '../test/database';

/*
 * docs/api.md "Where each path lives" takes a newcomer from a path to its code in one step: it
 * must list every route the built app registers, each with a file that exists and holds the path.
 */

const ROOT = path.resolve(__dirname, '../../..');
const SECTION = '## Where each path lives';

/** A route as `METHOD /api/path` (HEAD, which Fastify adds to every GET, left out). */
type RouteKey = string;

/** Every route of the API with every optional route on (dev outbox, dev captcha answers). */
async function registeredRoutes(): Promise<RouteKey[]> {
  const dir = tempDir();
  const db = await openDatabase(await freshTestDatabase(dir));
  const app = Fastify(apiServerOptions());
  const routes: RouteKey[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
    }
  });
  try {
    await app.register(apiPlugin, {
      db,
      publicOrigin: TEST_PUBLIC_ORIGIN,
      smsOutbox: true,
      captcha: { devAnswers: true },
    });
    await app.ready();
  } finally {
    await app.close();
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return routes;
}

/** The rows `| METHOD | /api/path | \`file\` |` of the section, by route. */
function indexRows(markdown: string): Map<RouteKey, string> {
  const start = markdown.indexOf(SECTION);
  const end = markdown.indexOf('\n## ', start + SECTION.length);
  const rows = new Map<RouteKey, string>();
  if (start < 0) return rows;
  const body = markdown.slice(start, end < 0 ? undefined : end);
  for (const match of body.matchAll(/^\| (\w+) \| (\/api\/\S+) \| `([^`]+)` \|$/gm)) {
    const [, method, urlPath, file] = match;
    if (method && urlPath && file) rows.set(`${method} ${urlPath}`, file);
  }
  return rows;
}

/** A path as a file may write it: without `/api`, a parameter as `:name` or `{name}`. */
function writtenForms(urlPath: string): string[] {
  const local = urlPath.replace(/^\/api/, '');
  return [local, local.replace(/:(\w+)/g, '{$1}')];
}

/**
 * What is wrong with the index: routes without a row, rows of no route, files that do not exist
 * or do not hold their path.
 */
function indexProblems(
  routes: RouteKey[],
  markdown: string,
  readSource: (file: string) => string | null,
): string[] {
  const rows = indexRows(markdown);
  const problems: string[] = [];
  for (const route of routes) {
    const file = rows.get(route);
    if (!file) {
      problems.push(`${route}: no row`);
      continue;
    }
    const source = readSource(file);
    const urlPath = route.split(' ')[1] ?? '';
    if (source === null) problems.push(`${route}: ${file} does not exist`);
    else if (!writtenForms(urlPath).some((form) => source.includes(form))) {
      problems.push(`${route}: ${file} does not hold ${urlPath}`);
    }
  }
  for (const route of rows.keys()) {
    if (!routes.includes(route)) problems.push(`${route}: a row of no route`);
  }
  return problems;
}

function readSource(file: string): string | null {
  const full = path.join(ROOT, file);
  return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : null;
}

const docs = fs.readFileSync(path.join(ROOT, 'docs/api.md'), 'utf8');
let routes: RouteKey[];
beforeAll(async () => {
  routes = await registeredRoutes();
});

describe('docs/api.md "Where each path lives"', () => {
  it('names, for every registered route, a file that holds its path', () => {
    expect(routes.length).toBeGreaterThan(80);
    expect(indexProblems(routes, docs, readSource)).toEqual([]);
  });

  it('trips on a route without a row, a missing file and a file without the path', () => {
    const [first, second, third] = [...indexRows(docs).entries()];
    if (!first || !second || !third) throw new Error('the index has fewer than three rows');
    const withoutRow = docs.replace(`| ${first[0].replace(' ', ' | ')} | \`${first[1]}\` |\n`, '');
    expect(indexProblems(routes, withoutRow, readSource)).toEqual([`${first[0]}: no row`]);

    const otherFile = docs.replace(
      `| ${second[0].replace(' ', ' | ')} | \`${second[1]}\` |`,
      `| ${second[0].replace(' ', ' | ')} | \`api/src/nowhere/routes.ts\` |`,
    );
    expect(indexProblems(routes, otherFile, readSource)).toEqual([
      `${second[0]}: api/src/nowhere/routes.ts does not exist`,
    ]);

    const synthetic = 'GET /api/web/synthetic/route';
    expect(indexProblems([...routes, synthetic], docs, readSource)).toEqual([
      `${synthetic}: no row`,
    ]);

    const emptied = (file: string) => (file === third[1] ? '' : readSource(file));
    expect(indexProblems(routes, docs, emptied)).toContain(
      `${third[0]}: ${third[1]} does not hold ${third[0].split(' ')[1]}`,
    );
  });
});
