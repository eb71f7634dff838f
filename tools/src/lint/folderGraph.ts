import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The import graph between the repository's folders (docs/architecture.md "Node workspaces"), read
 * from the real source: the workspaces against each other, and the folders inside the workspaces
 * that are split into layers (`server/src/<folder>`, `release/src/<folder>`). `import-x/no-cycle`
 * sees cycles between files; a cycle between folders can pass through files that never import
 * each other, so it needs this coarser graph.
 */

/** Workspaces whose `src/<folder>`s are graphed against each other too. */
export const LAYERED_WORKSPACES = ['server', 'release'] as const;

/** Folders that are never source: dependencies, build output, caches, deploy folders. */
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'deploy',
  'var',
  'test-results',
  'playwright-report',
  '.git',
  '.tmp',
  '.tsbuildcache',
]);
const SOURCE_FILE = /\.(ts|tsx|cjs|mjs|js)$/;

/** Folder → the folders it imports from (never itself). */
export type FolderGraph = Map<string, Set<string>>;

/** Both graphs of a repository. */
export interface FolderGraphs {
  /** Top-level workspace → workspaces it imports, e.g. `server → { release, api, shared }`. */
  workspaces: FolderGraph;
  /**
   * Inside each layered workspace: `release/core → { release/deploy, … }`. Files directly in
   * `src/` (the package entry) are `release/(entry)`.
   */
  folders: FolderGraph;
}

/**
 * Reads the import graphs of the repository at `root`.
 * @param root the repository root (absolute path)
 * @param skipFile files to leave out, by their name (e.g. another test's temporary fixtures)
 * @returns the workspace graph and the folder graph of the layered workspaces
 */
export function readFolderGraphs(
  root: string,
  skipFile: (name: string) => boolean = () => false,
): FolderGraphs {
  const packages = workspacePackages(root);
  const graphs: FolderGraphs = { workspaces: new Map(), folders: new Map() };
  for (const folder of sourceFolders(root, packages)) {
    for (const file of sourceFiles(path.join(root, folder), skipFile)) {
      const from = path.relative(root, file);
      for (const target of importTargets(root, file, packages)) {
        addEdge(graphs.workspaces, workspaceOf(from), workspaceOf(target));
        const [fromFolder, toFolder] = [layerFolderOf(from), layerFolderOf(target)];
        if (fromFolder && toFolder && workspaceOf(from) === workspaceOf(target)) {
          addEdge(graphs.folders, fromFolder, toFolder);
        }
      }
    }
  }
  return graphs;
}

/**
 * The cycles of a graph, one per strongly connected group of two or more folders.
 * @param graph folder → folders it imports
 * @returns each cycle as its folders in sorted order, e.g. `[['release', 'server']]`; empty when
 *   the graph has none
 */
export function cyclesOf(graph: FolderGraph): string[][] {
  // Tarjan's algorithm: every strongly connected component of more than one node is a cycle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}

function addEdge(graph: FolderGraph, from: string, to: string): void {
  if (!graph.has(from)) graph.set(from, new Set());
  if (from !== to) graph.get(from)?.add(to);
}

/** `@xingheng/<name>` → the workspace folder, from the root package.json's `workspaces`. */
function workspacePackages(root: string): Map<string, string> {
  const rootPackage = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  const packages = new Map<string, string>();
  for (const workspace of rootPackage.workspaces) {
    const file = path.join(root, workspace, 'package.json');
    const { name } = JSON.parse(fs.readFileSync(file, 'utf8')) as { name: string };
    packages.set(name, workspace);
  }
  return packages;
}

/**
 * The top-level folders to read: every workspace, and folders with a `src/` that are not one
 * (`monolith/`, built for measurement only).
 */
function sourceFolders(root: string, packages: Map<string, string>): string[] {
  const others = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !SKIPPED_DIRS.has(entry.name))
    .filter((entry) => fs.existsSync(path.join(root, entry.name, 'src')))
    .map((entry) => entry.name);
  return [...new Set([...packages.values(), ...others])];
}

function* sourceFiles(dir: string, skipFile: (name: string) => boolean): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (skipFile(entry.name)) continue;
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* sourceFiles(path.join(dir, entry.name), skipFile);
    } else if (SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      yield path.join(dir, entry.name);
    }
  }
}

/**
 * Where a file's imports point, repository-relative: relative specifiers as paths, ours
 * (`@xingheng/release/testing`) as the file their package's `exports`/`main` names; npm
 * packages are left out.
 */
function importTargets(root: string, file: string, packages: Map<string, string>): string[] {
  const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  const targets: string[] = [];
  for (const { fileName: specifier } of info.importedFiles) {
    if (specifier.startsWith('.')) {
      targets.push(path.relative(root, path.resolve(path.dirname(file), specifier)));
      continue;
    }
    const match = /^(@xingheng\/[^/]+)(\/.*)?$/.exec(specifier);
    const workspace = match?.[1] && packages.get(match[1]);
    if (!match || !workspace) continue;
    targets.push(path.join(workspace, packageEntry(root, workspace, match[2] ?? '')));
  }
  return targets.filter((target) => !target.startsWith('..'));
}

/** The file a package's `exports` (or `main`) gives for a subpath (`''` or `/testing`). */
function packageEntry(root: string, workspace: string, subpath: string): string {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(root, workspace, 'package.json'), 'utf8'),
  ) as { main?: string; exports?: Record<string, string> };
  const entry = manifest.exports?.[`.${subpath}`] ?? (subpath ? subpath.slice(1) : manifest.main);
  return entry ?? 'index.js';
}

function workspaceOf(relative: string): string {
  return relative.split(path.sep)[0] ?? relative;
}

/** `release/core` for `release/src/core/commands.ts`; `release/(entry)` for `release/src/index.ts`. */
function layerFolderOf(relative: string): string | undefined {
  const [workspace, src, folder, ...rest] = relative.split(path.sep);
  const layered: readonly string[] = LAYERED_WORKSPACES;
  if (!workspace || !layered.includes(workspace) || src !== 'src' || !folder) return undefined;
  return rest.length > 0 ? `${workspace}/${folder}` : `${workspace}/(entry)`;
}
