import fs from 'node:fs';
import path from 'node:path';
import { parseRegistry, registryWithOwnership, type Registry } from '@xingheng/shared/registry';
import { deployLayout, REMOTES, REPO_ROOT, type RemoteName } from '../site/paths';
import { LOCAL_SITE_CONFIG } from '../site/defaultSiteConfig';
import { contentHash } from './fingerprint';

/** A remote build copied into its immutable versioned folder. */
export interface PublishedRemote {
  name: RemoteName;
  version: string;
  /** Registry entry: absolute path of the version's manifest. */
  entry: string;
}

/**
 * The immutable version name of a remote's current build: package version + content hash of its
 * entry and manifest, e.g. `0.1.0-3f2a9c1d` (same bytes → same version).
 */
export function buildVersion(name: RemoteName): string {
  const dist = path.join(REPO_ROOT, name, 'dist');
  const pkg = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, name, 'package.json'), 'utf8')) as {
    version: string;
  };
  const hash = contentHash([
    path.join(dist, 'remoteEntry.js'),
    path.join(dist, 'mf-manifest.json'),
  ]);
  return `${pkg.version}-${hash}`;
}

/**
 * Copies `<remote>/dist` into `deploy/remotes/<name>/<version>/` unless that version is already
 * there (versions are immutable: an existing folder is never overwritten).
 */
export function publishRemote(deployDir: string, name: RemoteName): PublishedRemote {
  const version = buildVersion(name);
  const target = deployLayout(deployDir).remoteVersionDir(name, version);
  if (!fs.existsSync(target)) {
    const tmp = `${target}.tmp-${process.pid}`;
    fs.cpSync(path.join(REPO_ROOT, name, 'dist'), tmp, { recursive: true });
    fs.renameSync(tmp, target);
  }
  return { name, version, entry: `/remotes/${name}/${version}/mf-manifest.json` };
}

/** Replaces `deploy/shell` with the shell's current build. */
export function publishShell(deployDir: string): void {
  const { shellDir } = deployLayout(deployDir);
  const tmp = `${shellDir}.tmp-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.cpSync(path.join(REPO_ROOT, 'shell', 'dist'), tmp, { recursive: true });
  fs.rmSync(shellDir, { recursive: true, force: true });
  fs.renameSync(tmp, shellDir);
}

/** Writes a file atomically (temporary file + rename). */
export function writeFileAtomic(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.tmp-${process.pid}`;
  fs.writeFileSync(tmp, content);
  fs.renameSync(tmp, file);
}

/**
 * A registry that activates the given remote versions, keeping the previous active version of each
 * as `previous` and everything else (site config) from `current`.
 */
export function registryActivating(
  published: readonly PublishedRemote[],
  current?: Registry,
): Registry {
  return registryWithOwnership(current?.site ?? LOCAL_SITE_CONFIG, (name) => {
    const p = published.find((r) => r.name === name);
    if (!p) throw new Error(`${name} 没有可启用的构建`);
    const before = current?.remotes.find((r) => r.name === name);
    const previous =
      before && before.version !== p.version
        ? { version: before.version, entry: before.entry }
        : before?.previous;
    return { version: p.version, entry: p.entry, ...(previous ? { previous } : {}) };
  });
}

/**
 * Publishes the shell and every remote build; writes the registry when there is none (or when
 * `activate` is set), otherwise leaves the active versions alone and reports the difference.
 * @returns the published remotes and whether the registry was written
 */
export function publishAll(
  deployDir: string,
  activate = false,
): { published: PublishedRemote[]; wroteRegistry: boolean } {
  const layout = deployLayout(deployDir);
  publishShell(deployDir);
  const published = REMOTES.map((name) => publishRemote(deployDir, name));
  const current = fs.existsSync(layout.registryFile)
    ? parseRegistry(JSON.parse(fs.readFileSync(layout.registryFile, 'utf8')))
    : undefined;
  if (!current || activate) {
    writeFileAtomic(
      layout.registryFile,
      `${JSON.stringify(registryActivating(published, current), null, 2)}\n`,
    );
    return { published, wroteRegistry: true };
  }
  for (const p of published) {
    const active = current.remotes.find((r) => r.name === p.name);
    if (active?.version !== p.version) {
      console.log(
        `[start] ${p.name}: 注册表启用的是 ${active?.version ?? '（无）'}，最新构建 ${p.version} 已发布但未启用（npm start -- --activate 启用）`,
      );
    }
  }
  return { published, wroteRegistry: false };
}
