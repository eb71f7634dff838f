import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A route page of a remote that reaches antd without its own antd scope. */
export interface UnscopedRoute {
  /** The route module as `routes.tsx` imports it, e.g. `../routes/news`. */
  route: string;
  /** The chain of files from the route module to the one importing antd (relative to `srcDir`). */
  chain: string[];
}

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * Resolves a relative import of `from` to a source file.
 * @param from the importing file (absolute)
 * @param specifier e.g. `../../components/Chip`
 * @returns the absolute path of the `.ts`/`.tsx` file, or `undefined` (not relative, CSS, missing)
 */
function resolveRelative(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  if (/\.(ts|tsx)$/.test(base) && fs.existsSync(base)) return base;
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext)) return base + ext;
  return undefined;
}

/** The module specifiers a file imports, statically, by re-export or by `import()`. */
function importsOf(file: string): string[] {
  const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  return info.importedFiles.map((f) => f.fileName);
}

/** True for a module that wraps a component in `withAppProviders` (it carries antd's scope). */
function isScoped(file: string): boolean {
  return fs.readFileSync(file, 'utf8').includes('withAppProviders(');
}

/** True for a specifier of antd itself (`antd`, `antd/locale/zh_CN`), which needs antd's scope. */
function isAntd(specifier: string): boolean {
  return specifier === 'antd' || specifier.startsWith('antd/');
}

/**
 * Finds the route pages of a remote whose section providers are `PlainProviders` (no antd) that
 * use antd without wrapping their component in `withAppProviders`: such a page would render antd
 * without the site theme, the Chinese locale or its server-rendered styles (docs/performance.md
 * "Small pages"). Follows relative imports (static, re-exports and `import()`) from each route
 * module that `routesFile` loads; a module whose source calls `withAppProviders(` counts as scoped
 * and is not followed (a route module wrapping its page, or a part of a plain page loaded with
 * `import()` that brings its own scope, like mf-account's captcha modal).
 * @param routesFile the remote's `src/exposes/routes.tsx` (absolute)
 * @returns one entry per unscoped route, with the import chain that reaches antd; `[]` when none
 */
export function findUnscopedAntdRoutes(routesFile: string): UnscopedRoute[] {
  const srcDir = path.resolve(path.dirname(routesFile), '..');
  const routeSpecifiers = importsOf(routesFile).filter((s) => s.includes('/routes/'));
  const found: UnscopedRoute[] = [];
  for (const route of routeSpecifiers) {
    const entry = resolveRelative(routesFile, route);
    if (!entry) throw new Error(`${path.relative(srcDir, routesFile)}：找不到路由模块 ${route}`);
    if (isScoped(entry)) continue;
    // Breadth-first over the page's own files, remembering how each was reached.
    const parent = new Map<string, string | null>([[entry, null]]);
    const queue = [entry];
    let hit: string | undefined;
    while (queue.length > 0 && !hit) {
      const file = queue.shift() as string;
      for (const specifier of importsOf(file)) {
        if (isAntd(specifier)) {
          hit = file;
          break;
        }
        const next = resolveRelative(file, specifier);
        // A module that wraps its component in withAppProviders brings antd's scope along.
        if (next && !parent.has(next) && !isScoped(next)) {
          parent.set(next, file);
          queue.push(next);
        }
      }
    }
    if (!hit) continue;
    const chain: string[] = [];
    for (let f: string | null | undefined = hit; f; f = parent.get(f))
      chain.unshift(path.relative(srcDir, f));
    found.push({ route, chain });
  }
  return found;
}
