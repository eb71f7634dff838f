import { createSiteServer } from '../site/server';

/** What the child tells `benchPages` once it listens. */
export interface PageBenchServerReady {
  port: number;
}

/**
 * The site of the page bench, in a process of its own (`benchPages` forks it) so that the load
 * generator does not share its event loop: `createSiteServer` over the deploy folder given as the
 * first argument, as `npm start` serves it (server rendering, page cache and page rate limit as
 * the environment sets them, default otherwise; the canary watcher off), its API on the SQLite
 * file given as the second argument, on a free loopback port. Sends `PageBenchServerReady` over
 * IPC once the render threads have started, closes when the parent disconnects or on SIGTERM.
 */
async function main(): Promise<void> {
  const [deployDir, dbFile] = process.argv.slice(2);
  if (!deployDir || !dbFile)
    throw new Error('用法：pageBenchServer.ts <deploy 目录> <SQLite 文件>');
  // The render threads' warnings (a full queue: hundreds a second) would flood the report.
  console.warn = () => undefined;
  const app = await createSiteServer({ deployDir, dbFile, canaryWatch: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('未能取得监听端口');
  const close = () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('disconnect', close);
  process.once('SIGTERM', close);
  const ready: PageBenchServerReady = { port: address.port };
  process.send?.(ready);
}

main().catch((error: unknown) => {
  console.error('压测用站点启动失败', error);
  process.exit(1);
});
