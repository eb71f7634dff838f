import fs from 'node:fs';
import path from 'node:path';
import {
  formatSearchEntries,
  registryWithOwnership,
  remoteVersionEntry,
  SEARCH_ENTRIES_FILE,
  type RemoteName,
  type SearchEntry,
  type SiteConfig,
} from '@xingheng/shared/registry';
import { tempDir } from './harness';

/** A valid runtime site config for test registries (SPEC §9). */
const SITE: SiteConfig = {
  apiBase: '/api',
  userCenterHost: 'https://user.example.com',
  constantsHost: 'https://constants.example.com',
  coverageHost: 'https://coverage.example.com',
  tenantAppId: 'test',
  wechatAppId: 'test',
  qqAppId: 'test',
  cookieDomain: '',
  loginRedirectUrl: '/',
  captcha: { provider: 'builtin', appId: '' },
};

/** A temporary deploy folder laid out like `deploy/` (release/src/deploy/paths.ts). */
export interface TestDeploy {
  dir: string;
  /**
   * Creates `remotes/<name>/<version>/` with its `search-entries.json`: the entries, or the raw
   * text given, or no file for `undefined`.
   */
  publish: (name: RemoteName, version: string, entries?: readonly SearchEntry[] | string) => void;
  /**
   * Replaces `mf-registry.json` by rename, as a release switch does: each remote active at the
   * version given (`none` for the others), with an optional canary.
   */
  activate: (
    versions: Partial<Record<RemoteName, string>>,
    canary?: { name: RemoteName; version: string; percent: number },
  ) => void;
  /** Writes any text as the registry (by rename), e.g. a malformed one. */
  writeRegistry: (text: string) => void;
  remove: () => void;
}

/** A new temporary deploy folder (no registry yet). */
export function testDeploy(): TestDeploy {
  const dir = tempDir();
  let writes = 0;
  const writeRegistry = (text: string) => {
    writes += 1;
    const tmp = path.join(dir, `mf-registry.json.tmp-${writes}`);
    fs.writeFileSync(tmp, text);
    fs.renameSync(tmp, path.join(dir, 'mf-registry.json'));
  };
  return {
    dir,
    publish(name, version, entries) {
      const folder = path.join(dir, 'remotes', name, version);
      fs.mkdirSync(folder, { recursive: true });
      if (entries === undefined) return;
      const text = typeof entries === 'string' ? entries : formatSearchEntries(entries);
      fs.writeFileSync(path.join(folder, SEARCH_ENTRIES_FILE), text);
    },
    activate(versions, canary) {
      const registry = registryWithOwnership(SITE, (name) => {
        const version = versions[name] ?? 'none';
        return {
          version,
          entry: remoteVersionEntry(name, version),
          ...(canary?.name === name
            ? {
                canary: {
                  version: canary.version,
                  entry: remoteVersionEntry(name, canary.version),
                  percent: canary.percent,
                },
              }
            : {}),
        };
      });
      writeRegistry(JSON.stringify(registry));
    },
    writeRegistry,
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
