import { openDeployTarget } from '../deploy/openTarget';
import { isReleaseApp } from '../deploy/ledger';
import { releaseBuild } from './commands';

/**
 * Test child of sharedRelease.cluster.ops.test.ts: a release machine. Opens `DEPLOY_URL` (with
 * `DATABASE_URL` and the AWS variables of its environment), waits until the instant `startAt`
 * (epoch ms) so that two children release at the same moment whatever their start-up took, then
 * releases the build `distDir` of `app` by `child-<app>`. Exit code 0 when released, 1 otherwise.
 * Usage: `tsx concurrentRelease.child.ts <app> <distDir> <startAt>`
 */
async function main(): Promise<void> {
  const [app = '', distDir = '', startAt = '0'] = process.argv.slice(2);
  if (!isReleaseApp(app)) throw new Error(`未知应用 ${app}`);
  const opened = await openDeployTarget(process.env.DEPLOY_URL ?? '', process.env);
  try {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(startAt) - Date.now())));
    const context = { target: opened.target, by: `child-${app}`, now: () => new Date() };
    const record = await releaseBuild(context, app, distDir);
    console.log(`released ${app} ${record.version}`);
  } finally {
    await opened.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
