import fs from 'node:fs';
import path from 'node:path';
import { gitCommit, releaseVersion, type BuildStamp } from './version';
import { uncommittedChanges } from './workingTree';

/** The version, verify paths and route samples of an app's `package.json`. */
function packageInfo(
  repoRoot: string,
  app: string,
): {
  version: string;
  verifyPaths?: string[];
  routeSamples?: BuildStamp['routeSamples'];
} {
  const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, app, 'package.json'), 'utf8')) as {
    version: string;
    xingheng?: { verifyPaths?: string[]; routeSamples?: BuildStamp['routeSamples'] };
  };
  return {
    version: pkg.version,
    verifyPaths: pkg.xingheng?.verifyPaths,
    routeSamples: pkg.xingheng?.routeSamples,
  };
}

/**
 * The identity of a build about to be made (`dist/release.json`, docs/adr/0002-release-ledger.md
 * "Versions"): the package version, the commit, the build time and, when the working tree has
 * uncommitted changes that can reach the app's build (`uncommittedChanges`), `dirty: true` and a
 * version that says `-dirty`.
 * @param app the app, e.g. `mf-support`
 * @param repoRoot the repository (its `<app>/package.json` is read)
 * @param builtAt the build time
 * @returns the stamp and the changes that made it dirty (empty when clean)
 */
export function buildStamp(
  app: string,
  repoRoot: string,
  builtAt: Date,
): { stamp: BuildStamp; changes: string[] } {
  const commit = gitCommit(repoRoot);
  const changes = uncommittedChanges(repoRoot, app) ?? [];
  const dirty = changes.length > 0;
  const info = packageInfo(repoRoot, app);
  const stamp: BuildStamp = {
    app,
    version: releaseVersion(info.version, commit, builtAt, dirty),
    commit,
    builtAt: builtAt.toISOString(),
    ...(dirty ? { dirty } : {}),
    ...(info.verifyPaths ? { verifyPaths: info.verifyPaths } : {}),
    ...(info.routeSamples ? { routeSamples: info.routeSamples } : {}),
  };
  return { stamp, changes };
}
