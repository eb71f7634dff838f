import { federatedModuleLoader, shareRemoteLoads } from './federation/federatedModules';
import { loadRemoteWithFallback, locateVisitorVersion } from './federation/loadWithFallback';
import { readVisitorVersions } from './federation/visitorVersions';
import { startShell } from './startShell';

// The site's shell: remotes through Module Federation, each at the version chosen for this visitor
// (canary bucket, pinned versions: docs/adr/0002-release-ledger.md), falling back to the next
// candidate when one fails; one load per remote for the router, prefetch and other remotes.
void startShell((registry) => {
  const versions = readVisitorVersions();
  const origin = window.location.origin;
  const load = shareRemoteLoads((remote) =>
    loadRemoteWithFallback(remote, { ...versions, origin }),
  );
  return {
    load,
    loadModule: federatedModuleLoader(registry, load),
    locate: (remote) => locateVisitorVersion(remote, { ...versions, origin }),
  };
});
