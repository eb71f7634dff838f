import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import { ROUTE_CHUNKS_FILE, ROUTE_PATHS_FILE } from '@xingheng/shared';
import { parseManifest } from './buildChecks';
import { requireVersion, type DeployTarget } from '../deploy/deployTarget';
import type { ReleaseApp } from '../deploy/ledger';
import { textTable } from './status';

/**
 * `diff <app> <versionA> <versionB>` (docs/releasing.md "Comparing two versions"): what a release
 * manager wants to see before a promote, from the two versions' own files on the deploy target.
 */

/** What `diff` reads of one version. */
export interface VersionProfile {
  version: string;
  /** Page routes (path patterns) from `route-paths.json`; `undefined` when the version has none. */
  routes: string[] | undefined;
  /** Exposed modules of the manifest, e.g. `./routes`. */
  exposes: string[];
  /** Shared dependencies: name → the range the version asks for (else the version it bundles). */
  shared: Record<string, string>;
  /**
   * Per route: gzip bytes (level 6, as `npm run size`) of the remote's own JS on a first visit to
   * it: the entry and `./routes` files plus the page's chunks, without the shared dependencies the
   * shell provides. Empty without `route-paths.json` / `route-chunks.json`.
   */
  routeJs: Record<string, number>;
}

const RoutePathsSchema = z.object({
  entry: z.array(z.string()),
  routes: z.array(z.object({ path: z.string(), chunk: z.string() })),
});
const RouteChunksSchema = z.record(z.string(), z.array(z.string()));
const SharedAssetsSchema = z.object({
  shared: z.array(
    z.object({
      assets: z.optional(
        z.object({
          js: z.optional(z.object({ sync: z.array(z.string()), async: z.array(z.string()) })),
        }),
      ),
    }),
  ),
});

/** Parses an optional JSON file of a version with a schema; `undefined` when the file is absent. */
function parseOptional<T>(text: string | undefined, schema: z.ZodType<T>, label: string) {
  if (text === undefined) return undefined;
  try {
    return schema.parse(JSON.parse(text));
  } catch {
    throw new Error(`${label} 格式不正确`);
  }
}

/**
 * Reads what `diff` compares of one version on the target.
 * @param target the deploy target
 * @param app the app
 * @param version a version present on the target
 * @returns the version's routes, exposes, shared ranges and per-route JS (gzip bytes)
 * @throws Error (Chinese) when the version is not on the target or a file of it is malformed
 */
export async function versionProfile(
  target: DeployTarget,
  app: ReleaseApp,
  version: string,
): Promise<VersionProfile> {
  await requireVersion(target, app, version);
  const read = (file: string) => target.readVersionFile(app, version, file);
  const manifestText = await read('mf-manifest.json');
  const manifest = parseManifest(manifestText, `${app} ${version} `);
  const sharedFiles = new Set(
    (
      parseOptional(manifestText, SharedAssetsSchema, `${app} ${version} 的 mf-manifest.json`)
        ?.shared ?? []
    ).flatMap((dep) => [...(dep.assets?.js?.sync ?? []), ...(dep.assets?.js?.async ?? [])]),
  );
  const routePaths = parseOptional(
    await read(ROUTE_PATHS_FILE),
    RoutePathsSchema,
    `${app} ${version} 的 ${ROUTE_PATHS_FILE}`,
  );
  const routeChunks = parseOptional(
    await read(ROUTE_CHUNKS_FILE),
    RouteChunksSchema,
    `${app} ${version} 的 ${ROUTE_CHUNKS_FILE}`,
  );
  const gzipBytes = new Map<string, number>();
  const sizeOf = async (file: string) => {
    const known = gzipBytes.get(file);
    if (known !== undefined) return known;
    const text = await read(file);
    if (text === undefined) throw new Error(`${app} ${version} 缺少文件 ${file}`);
    const size = gzipSync(Buffer.from(text), { level: 6 }).length;
    gzipBytes.set(file, size);
    return size;
  };
  const routeJs: Record<string, number> = {};
  if (routePaths && routeChunks) {
    for (const route of routePaths.routes) {
      const files = new Set(
        [...routePaths.entry, ...(routeChunks[route.chunk] ?? [])].filter(
          (file) => file.endsWith('.js') && !sharedFiles.has(file),
        ),
      );
      let total = 0;
      for (const file of files) total += await sizeOf(file);
      routeJs[route.path] = total;
    }
  }
  return {
    version,
    routes: routePaths?.routes.map((route) => route.path),
    exposes: manifest.exposes.map((expose) => expose.path).sort(),
    shared: Object.fromEntries(
      manifest.shared
        .map((dep): [string, string] => [dep.name, dep.requiredVersion ?? dep.version])
        .sort(([a], [b]) => a.localeCompare(b)),
    ),
    routeJs,
  };
}

/** The differences between two versions, A (usually the active) and B (the candidate). */
export interface VersionDiff {
  routesAdded: string[];
  routesRemoved: string[];
  exposesAdded: string[];
  exposesRemoved: string[];
  /** Shared dependencies whose range differs, or that only one version has (`undefined`). */
  shared: { name: string; a: string | undefined; b: string | undefined }[];
  /** Every route of either version with its JS in each (`undefined` where it does not exist). */
  js: { path: string; a: number | undefined; b: number | undefined }[];
}

/**
 * Compares two version profiles.
 * @returns routes and exposes added and removed (in B's and A's order), changed shared ranges
 *   (by name) and the per-route JS of both (A's routes first, then B's new ones)
 */
export function diffVersions(a: VersionProfile, b: VersionProfile): VersionDiff {
  const routesA = a.routes ?? [];
  const routesB = b.routes ?? [];
  const names = [...new Set([...Object.keys(a.shared), ...Object.keys(b.shared)])].sort();
  return {
    routesAdded: routesB.filter((route) => !routesA.includes(route)),
    routesRemoved: routesA.filter((route) => !routesB.includes(route)),
    exposesAdded: b.exposes.filter((expose) => !a.exposes.includes(expose)),
    exposesRemoved: a.exposes.filter((expose) => !b.exposes.includes(expose)),
    shared: names
      .map((name) => ({ name, a: a.shared[name], b: b.shared[name] }))
      .filter((dep) => dep.a !== dep.b),
    js: [...new Set([...routesA, ...routesB])].map((path) => ({
      path,
      a: a.routeJs[path],
      b: b.routeJs[path],
    })),
  };
}

const kb = (bytes: number | undefined) => (bytes === undefined ? '—' : (bytes / 1024).toFixed(1));

/**
 * Renders `diff` as text: routes added and removed, exposed modules, shared ranges that changed,
 * and a table of each route's first-visit JS (KB gzip) in A and B with B/A.
 * @returns the text, ending with a newline
 */
export function formatDiff(app: ReleaseApp, a: VersionProfile, b: VersionProfile): string {
  const diff = diffVersions(a, b);
  const list = (items: string[]) => (items.length ? items.join('、') : '无');
  const lines = [
    `${app}：A ${a.version} → B ${b.version}`,
    '',
    a.routes && b.routes
      ? `路由：新增 ${list(diff.routesAdded)}；删除 ${list(diff.routesRemoved)}`
      : `路由：${a.routes ? 'B' : 'A'} 没有 ${ROUTE_PATHS_FILE}，无法比较`,
    `暴露模块：A ${list(a.exposes)}；B ${list(b.exposes)}（新增 ${list(diff.exposesAdded)}；删除 ${list(diff.exposesRemoved)}）`,
    `共享依赖范围：${
      diff.shared.length
        ? diff.shared.map((dep) => `${dep.name} ${dep.a ?? '—'} → ${dep.b ?? '—'}`).join('；')
        : '相同'
    }`,
  ];
  if (diff.js.length) {
    lines.push(
      '',
      '首次访问该路由时本应用的 JS（KB，gzip；不含外壳提供的共享依赖）',
      textTable(
        ['路由', 'A', 'B', 'B/A'],
        diff.js.map((row) => [
          row.path,
          kb(row.a),
          kb(row.b),
          row.a && row.b !== undefined ? (row.b / row.a).toFixed(2) : '—',
        ]),
      ),
    );
  }
  return `${lines.join('\n')}\n`;
}
