import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import {
  parseRegistry,
  parseSearchEntries,
  SEARCH_ENTRIES_FILE,
  type SearchEntry,
} from '@xingheng/shared/registry';
import type { Database } from '../db/types';
import { indexSitePages } from '../db/sitePages';

/** Where a problem with the deploy folder is reported (a Fastify logger fits). */
export interface SyncLog {
  warn: (details: object, message: string) => void;
}

/** Keeps `site_pages` equal to the search entries of the active remote versions. */
export interface SitePagesSync {
  /**
   * Re-indexes when the active versions changed since the last call: one `stat` of the registry
   * when it did not change. Never throws (problems are logged, the index is left as it was).
   * Concurrent calls share one run.
   */
  sync: () => Promise<void>;
}

/** The registry file's identity: a switch replaces it by rename, so the inode changes. */
async function registryStamp(file: string): Promise<string | undefined> {
  try {
    const stat = await fs.stat(file);
    return `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
  } catch {
    return undefined;
  }
}

/** The entries of one version folder: none when the remote publishes no file. */
async function entriesOf(file: string, log: SyncLog): Promise<SearchEntry[]> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch {
    return [];
  }
  try {
    return parseSearchEntries(JSON.parse(text));
  } catch (error) {
    log.warn({ file, err: error }, '搜索条目文件无效，已忽略');
    return [];
  }
}

/**
 * The page index of the site search follows the releases (docs/api.md "Site search"): the active
 * version of each remote in `<deployDir>/mf-registry.json` contributes the entries of its
 * `<deployDir>/remotes/<name>/<version>/search-entries.json` (none without the file, none when the
 * file is malformed), in registry order. When the set of active versions changes (release,
 * promote, rollback) the whole index is replaced; a canary does not change it. A missing registry
 * empties the index; a malformed one leaves it as it was.
 * @param db the API database
 * @param deployDir the deploy folder of `npm start` (layout in release/src/deploy/paths.ts)
 * @param log where problems go
 */
export function sitePagesSync(
  db: Kysely<Database>,
  deployDir: string,
  log: SyncLog,
): SitePagesSync {
  const registryFile = path.join(deployDir, 'mf-registry.json');
  let lastStamp: string | undefined | null = null;
  let lastActive: string | undefined;
  let running: Promise<void> | undefined;

  const run = async (): Promise<void> => {
    const stamp = await registryStamp(registryFile);
    if (stamp === lastStamp) return;
    let active: { name: string; version: string }[];
    if (stamp === undefined) {
      active = [];
    } else {
      try {
        const registry = parseRegistry(JSON.parse(await fs.readFile(registryFile, 'utf8')));
        active = registry.remotes.map(({ name, version }) => ({ name, version }));
      } catch (error) {
        log.warn({ file: registryFile, err: error }, '注册表无法读取，搜索索引保持不变');
        lastStamp = stamp;
        return;
      }
    }
    const key = active.map((r) => `${r.name}@${r.version}`).join(',');
    if (key !== lastActive) {
      const files = active.map((r) =>
        path.join(deployDir, 'remotes', r.name, r.version, SEARCH_ENTRIES_FILE),
      );
      const entries = (await Promise.all(files.map((file) => entriesOf(file, log)))).flat();
      await indexSitePages(db, entries);
      lastActive = key;
    }
    lastStamp = stamp;
  };

  return {
    sync() {
      running ??= run()
        .catch((error: unknown) => log.warn({ err: error }, '搜索索引更新失败'))
        .finally(() => {
          running = undefined;
        });
      return running;
    },
  };
}
