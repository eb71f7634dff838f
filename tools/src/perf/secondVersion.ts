import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, type ReleaseApp } from '@xingheng/release';
import { runRelease } from './promoteBench';

/**
 * Publishes a second version of a remote to a deploy target, for the promote bench to switch to
 * and back: the app's current build (`<app>/dist`) copied to a temporary folder with its stamp
 * (`release.json`) renamed to `<version>-perf`, then `release <app> --dist <copy> --allow-dirty`
 * (the real CLI, `runRelease`). The same code under a second name: what is timed is the switch, not the code.
 * @param app a remote whose build is published and active on the target
 * @param env the release CLI's environment (`DEPLOY_URL`, `DATABASE_URL`, AWS variables)
 * @returns `activeVersion` (the build's own version, active on the target) and `secondVersion`
 * @throws Error when the build or its stamp is missing, or the release command fails
 */
export async function publishSecondVersion(
  app: ReleaseApp,
  env: NodeJS.ProcessEnv,
): Promise<{ activeVersion: string; secondVersion: string }> {
  const distDir = path.join(REPO_ROOT, app, 'dist');
  const stamp = JSON.parse(fs.readFileSync(path.join(distDir, 'release.json'), 'utf8')) as {
    version?: unknown;
  };
  if (typeof stamp.version !== 'string') throw new Error(`${distDir}/release.json 没有版本号`);
  const activeVersion = stamp.version;
  const secondVersion = `${activeVersion}-perf`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xh-perf-version-'));
  try {
    const copy = path.join(dir, 'dist');
    fs.cpSync(distDir, copy, { recursive: true });
    const file = path.join(copy, 'release.json');
    fs.writeFileSync(file, `${JSON.stringify({ ...stamp, version: secondVersion }, null, 2)}\n`);
    // A build of a working tree with changes (`-dirty`) is refused without the flag; the copy is
    // what was already published under the first name.
    await runRelease(['release', app, '--dist', copy, '--allow-dirty'], env);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return { activeVersion, secondVersion };
}
