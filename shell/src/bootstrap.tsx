import type { RemoteRecord } from '@xingheng/shared/registry';
import { startStages } from './startStages';

/**
 * The site's shell: remotes through Module Federation, each at the version chosen for this visitor
 * (canary bucket, pinned versions: docs/adr/0002-release-ledger.md), falling back to the next
 * candidate when one fails; one load per remote for the router, prefetch and other remotes.
 *
 * The modules of the start-up are all in this chunk group (one download), but they are evaluated
 * in stages, each in a task of its own, after the server's HTML has painted (`startStages`).
 */
async function boot(): Promise<void> {
  await startStages();
  const [{ startShell }, federated, fallback, { readVisitorVersions }] = await Promise.all([
    import(/* webpackMode: "eager" */ './startShell'),
    import(/* webpackMode: "eager" */ './federation/federatedModules'),
    import(/* webpackMode: "eager" */ './federation/loadWithFallback'),
    import(/* webpackMode: "eager" */ './federation/visitorVersions'),
  ]);
  await startShell((registry) => {
    const versions = readVisitorVersions();
    const origin = window.location.origin;
    const locateFor = (remote: RemoteRecord) =>
      fallback.locateVisitorVersion(remote, { ...versions, origin });
    const load = federated.shareRemoteLoads((remote) =>
      fallback.loadRemoteWithFallback(remote, { ...versions, origin }),
    );
    return { load, loadModule: federated.federatedModuleLoader(registry, load), locate: locateFor };
  });
}

boot().catch((error: unknown) => {
  console.error('星衡时空外壳启动失败', error);
});
