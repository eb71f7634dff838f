import fs from 'node:fs';
import path from 'node:path';
import {
  formatSearchEntries,
  parseSearchEntries,
  SEARCH_ENTRIES_FILE,
  SearchEntriesError,
  type SearchEntry,
} from '@xingheng/shared/registry';

/**
 * The module an app declares for its site-search entries (docs/api.md "Site search"): the
 * `xingheng.searchEntries` field of its package.json, a path relative to the app's folder, e.g.
 * `"xingheng": { "searchEntries": "./src/content/index.ts" }`.
 * @param appDir the app's folder (holds package.json)
 * @returns the module's absolute path, or `undefined` when the app declares none
 * @throws Error (Chinese) when the declared module does not exist
 */
export function searchEntriesModule(appDir: string): string | undefined {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
    xingheng?: { searchEntries?: unknown };
  };
  const declared = pkg.xingheng?.searchEntries;
  if (declared === undefined) return undefined;
  if (typeof declared !== 'string') {
    throw new Error(`${appDir}/package.json 的 xingheng.searchEntries 须为模块路径`);
  }
  const file = path.resolve(appDir, declared);
  if (!fs.existsSync(file)) throw new Error(`搜索条目模块 ${declared} 不存在（${appDir}）`);
  return file;
}

/** The entries a module exports: its `searchEntries` export, else its default export. */
function exportedEntries(module: unknown): unknown {
  if (typeof module !== 'object' || module === null) return undefined;
  const exports = module as { searchEntries?: unknown; default?: unknown };
  return exports.searchEntries ?? exports.default;
}

/**
 * Writes `<distDir>/search-entries.json` from the module the app declares (`searchEntriesModule`):
 * the module is imported (scripts run under tsx, so TypeScript content modules load as they are),
 * its entries validated against `SearchEntriesFileSchema` and written as
 * `{ schemaVersion: 1, entries }`. An app that declares no module gets no file (and a stale file
 * from an earlier build is removed).
 * @param appDir the app's folder
 * @param distDir its build output
 * @returns the number of entries written, or `undefined` when the app declares no module
 * @throws Error (Chinese) when the module cannot be loaded or its entries are malformed
 */
export async function writeSearchEntries(
  appDir: string,
  distDir: string,
): Promise<number | undefined> {
  const out = path.join(distDir, SEARCH_ENTRIES_FILE);
  const file = searchEntriesModule(appDir);
  if (!file) {
    fs.rmSync(out, { force: true });
    return undefined;
  }
  const entries = exportedEntries((await import(file)) as unknown);
  if (!Array.isArray(entries)) {
    throw new Error(`搜索条目模块 ${file} 没有导出 searchEntries（或默认导出）数组`);
  }
  let valid: SearchEntry[];
  try {
    valid = parseSearchEntries({ schemaVersion: 1, entries });
  } catch (error) {
    const issues = error instanceof SearchEntriesError ? error.issues : [String(error)];
    throw new Error(`搜索条目模块 ${file} 的条目无效：${issues.slice(0, 5).join('；')}`);
  }
  fs.mkdirSync(distDir, { recursive: true });
  fs.writeFileSync(out, formatSearchEntries(valid));
  return valid.length;
}
