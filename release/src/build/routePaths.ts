import fs from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import type { RouteObject } from 'react-router';
import {
  ROUTE_PATHS_FILE,
  remoteRouteHandleOf,
  type RoutePathEntry,
  type RoutePathsFile,
} from '@xingheng/shared';

/** Where a remote's route group lives (every remote's webpack config exposes it as `./routes`). */
export const ROUTES_MODULE = path.join('src', 'exposes', 'routes.tsx');

/** What `mf-manifest.json` says about the remote entry and the exposes (the fields read here). */
interface ManifestFiles {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/**
 * The files that load a remote's `./routes` expose: its entry and the expose's sync chunks.
 * @param manifest the parsed `mf-manifest.json` of the build
 * @returns file names relative to the version folder, entry first
 * @throws Error (Chinese) when the manifest names no entry or has no `./routes` expose
 */
export function routesEntryFiles(manifest: ManifestFiles): string[] {
  const entry = manifest.metaData?.remoteEntry;
  const routes = manifest.exposes?.find((expose) => expose.path === './routes');
  if (!entry?.name || !routes)
    throw new Error('mf-manifest.json 缺少 remoteEntry 或 ./routes 暴露');
  const entryFile = entry.path ? `${entry.path.replace(/\/$/, '')}/${entry.name}` : entry.name;
  return [entryFile, ...(routes.assets?.js?.sync ?? []), ...(routes.assets?.css?.sync ?? [])];
}

/** Node's CommonJS loader of one file extension (`Module._extensions`, not in Node's types). */
type ExtensionLoader = (module: { exports: unknown }, filename: string) => void;

/**
 * Runs `read` while CSS files load as empty CommonJS modules: a route group reaches the CSS of the
 * plain components it imports (`@xingheng/shared/ui`), which webpack bundles and Node cannot parse.
 * The previous `.css` loader, if any, is put back afterwards.
 * @param read what imports the modules, e.g. `() => import(routesFile)`
 * @returns what `read` returns
 */
export async function withCssAsEmpty<T>(read: () => Promise<T>): Promise<T> {
  const loaders = (
    Module as unknown as { _extensions: Record<string, ExtensionLoader | undefined> }
  )._extensions;
  const before = loaders['.css'];
  loaders['.css'] = (module) => {
    module.exports = {};
  };
  try {
    return await read();
  } finally {
    if (before) loaders['.css'] = before;
    else delete loaders['.css'];
  }
}

/**
 * Writes `<distDir>/route-paths.json` (`RoutePathsFile`, docs/performance.md "Link prefetch") for
 * a remote: its `src/exposes/routes.tsx` is imported (scripts run under tsx; the pages themselves
 * are lazy imports, so none of them loads; CSS loads as empty modules, `withCssAsEmpty`) and
 * each route's path and chunk name are listed, with the entry files from the build's
 * `mf-manifest.json`. An app without a route group (the shell) gets no file.
 * @param appDir the app's folder
 * @param distDir its build output (holds `mf-manifest.json`)
 * @returns the number of routes written, or `undefined` for an app without a route group
 * @throws Error (Chinese) when a route has no chunk name or the manifest lacks the entry
 */
export async function writeRoutePaths(
  appDir: string,
  distDir: string,
): Promise<number | undefined> {
  const file = path.join(appDir, ROUTES_MODULE);
  const out = path.join(distDir, ROUTE_PATHS_FILE);
  if (!fs.existsSync(file)) {
    fs.rmSync(out, { force: true });
    return undefined;
  }
  const { routes } = (await withCssAsEmpty(() => import(file))) as { routes?: RouteObject[] };
  if (!Array.isArray(routes)) throw new Error(`${file} 没有导出 routes 数组`);
  const listed = routes.map((route): RoutePathEntry => {
    const handle = remoteRouteHandleOf(route);
    if (typeof route.path !== 'string' || !handle) {
      throw new Error(`${file} 的路由 ${String(route.path)} 缺少 path、chunk 或 audience`);
    }
    const { chunk, audience, budget } = handle;
    return { path: route.path, chunk, audience, ...(budget ? { budget } : {}) };
  });
  const manifest = JSON.parse(
    fs.readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8'),
  ) as ManifestFiles;
  const content: RoutePathsFile = {
    schemaVersion: 1,
    entry: routesEntryFiles(manifest),
    routes: listed,
  };
  fs.writeFileSync(out, `${JSON.stringify(content, null, 2)}\n`);
  return listed.length;
}
