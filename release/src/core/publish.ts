import path from 'node:path';
import { REPO_ROOT } from '../deploy/paths';
import type { DeployTarget } from '../deploy/deployTarget';
import { RELEASE_APPS, type ReleaseApp } from '../deploy/ledger';
import { promote, releaseBuild } from './commands';
import { readLedger, publishDerived, type ReleaseContext } from './releaseStore';
import { readBuildStamp } from '../build/version';

/** A build found in `<app>/dist` and its version. */
export interface PublishedBuild {
  app: ReleaseApp;
  version: string;
}

/**
 * What `npm start` and `npm run build` do with the fresh builds: each app's current build
 * (`<app>/dist`) is released into the deploy target through the same ledger as `npm run release`
 * (checks, immutable folder, history), unless that version is already there. An app without an
 * active version (a fresh folder) gets its build activated; with `activate`, every app's current
 * build is activated (recorded as forced, reason given). Otherwise the active versions are left
 * alone and the difference is printed (docs/releasing.md "Local development"). Builds from a working
 * tree with uncommitted changes (`-dirty` versions) are published too: the local deploy folder is a
 * developer's, not a release (`npm run release` refuses them without `--allow-dirty`).
 * @param target the deploy target (`npm start` and `npm run build`: the local deploy folder,
 *   `localFolderTarget`)
 * @param activate make the current builds active
 * @returns the builds and which apps were switched
 * @throws Error when a build is missing its stamp or fails a release check
 */
export async function publishAll(
  target: DeployTarget,
  activate = false,
): Promise<{ published: PublishedBuild[]; activated: ReleaseApp[] }> {
  const context: ReleaseContext = {
    target,
    by: activate ? 'npm run build -- --activate' : 'npm start',
    now: () => new Date(),
  };
  const published: PublishedBuild[] = [];
  const activated: ReleaseApp[] = [];
  // The shell first: the remotes' shared-dependency check reads the active shell.
  for (const app of RELEASE_APPS) {
    const distDir = path.join(REPO_ROOT, app, 'dist');
    const { version } = readBuildStamp(distDir);
    const ledger = await readLedger(target);
    if (!ledger.apps[app].versions.some((v) => v.version === version)) {
      // A developer's working tree: publishing locally is not a release (docs/releasing.md).
      await releaseBuild(context, app, distDir, {
        allowDirty: true,
        reason: '本地构建含未提交的改动',
      });
    }
    // With --activate the new shell is made active before the remotes are checked against it: a
    // change of the shared singletons (docs/architecture.md) is only compatible with remotes of
    // the same change, so they must be checked against the shell they will run under.
    const shellActive = ledger.apps.shell.active;
    if (app === 'shell' && shellActive !== version && (!shellActive || activate)) {
      await promote(context, 'shell', version, {
        force: true,
        reason: shellActive ? '本地构建启用（--activate）' : '首次发布',
      });
      if (shellActive) activated.push('shell');
    }
    published.push({ app, version });
  }
  for (const { app, version } of published) {
    const state = (await readLedger(target)).apps[app];
    if (state.active === version) continue;
    if (!state.active || activate) {
      await promote(context, app, version, {
        force: true,
        reason: state.active ? '本地构建启用（--activate）' : '首次发布',
      });
      activated.push(app);
    } else {
      console.log(
        `[start] ${app}: 启用的是 ${state.active}，最新构建 ${version} 已发布但未启用（npm start -- --activate 或 npm run release -- promote ${app} ${version}）`,
      );
    }
  }
  // Repairs the derived files if an earlier run stopped between the ledger and them.
  await target.withLock(async () => publishDerived(target, await readLedger(target)));
  return { published, activated };
}
