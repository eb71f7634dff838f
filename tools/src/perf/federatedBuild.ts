import { spawn } from 'node:child_process';
import path from 'node:path';
import {
  isBuilt,
  localFolderTarget,
  readLedger,
  RELEASE_APPS,
  APPS,
  REPO_ROOT,
} from '@xingheng/release';

/**
 * Builds what is stale and makes the current builds active in the local deploy folder, as
 * `npm run build -- --activate` does (that command, in a child process, its output on stderr), so
 * that what is measured is the current source.
 * @throws Error when the build or the publication fails
 */
export function buildAndActivate(): Promise<void> {
  const cli = path.join(REPO_ROOT, 'release', 'src', 'cli', 'build.ts');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', cli, '--activate'], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 2, 2],
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`npm run build -- --activate 失败（退出码 ${code ?? signal}）`));
    });
  });
}

/**
 * What is active in a deploy folder, for the report's header.
 * @param deployDir the deploy folder (`deploy/`)
 * @returns e.g. `shell 0.1.0-423f8d6-…, mf-marketing …`, and the apps whose `<app>/dist` is stale
 *   against the current sources (their active version may then not be the current code either)
 */
export async function activeVersions(
  deployDir: string,
): Promise<{ active: string; stale: string[] }> {
  const ledger = await readLedger(localFolderTarget(deployDir));
  const active = RELEASE_APPS.map((app) => `${app} ${ledger.apps[app].active ?? '(none)'}`).join(
    ', ',
  );
  return { active, stale: APPS.filter((app) => !isBuilt(app)) };
}
