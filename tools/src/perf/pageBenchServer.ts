import { createSiteServer } from '@xingheng/server';
import { serveToParent } from './forkServer';

/**
 * The site of the page bench, in a process of its own (`benchPages` forks it) so that the load
 * generator does not share its event loop: `createSiteServer` over the deploy folder given as the
 * first argument, as `npm start` serves it (server rendering, page cache and page rate limit as
 * the environment sets them, default otherwise; the canary watcher off), its API on the SQLite
 * file given as the second argument, on a free loopback port. Sends `BenchServerReady` over
 * IPC once the render threads have started, closes when the parent disconnects or on SIGTERM.
 */
async function main(): Promise<void> {
  const [deployDir, dbFile] = process.argv.slice(2);
  if (!deployDir || !dbFile)
    throw new Error('用法：pageBenchServer.ts <deploy 目录> <SQLite 文件>');
  // The render threads' warnings (a full queue: hundreds a second) would flood the report.
  console.warn = () => undefined;
  const app = await createSiteServer({ deployDir, dbFile, canaryWatch: false });
  await serveToParent(app);
}

main().catch((error: unknown) => {
  console.error('压测用站点启动失败', error);
  process.exit(1);
});
