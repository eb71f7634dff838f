import { loadRemote } from '@module-federation/enhanced/runtime';
import { federationName, type FederatedModuleLoader } from '@xingheng/shared';
import type { Registry, RemoteRecord } from '@xingheng/shared/registry';
import type { LoadedRemote } from './loadWithFallback';

/** Loads a remote's route group at the visitor's version (`loadRemoteWithFallback`). */
export type RemoteVersionLoader = (remote: RemoteRecord) => Promise<LoadedRemote>;

/**
 * One load per remote for the whole page: the router's lazy discovery and the federated
 * components of other remotes (`federatedModuleLoader`) share it, so a remote is registered with
 * the federation runtime once, at one version. A failed load is forgotten, so a later call (a
 * component's 重试) tries the remote's candidates again.
 * @param load the loader to share
 * @returns the same loader, memoised per remote name
 */
export function shareRemoteLoads(load: RemoteVersionLoader): RemoteVersionLoader {
  const loads = new Map<string, Promise<LoadedRemote>>();
  return (remote) => {
    const known = loads.get(remote.name);
    if (known) return known;
    const started = load(remote);
    loads.set(remote.name, started);
    started.catch(() => loads.delete(remote.name));
    return started;
  };
}

/**
 * The shell's `FederatedModuleLoader` (docs/adr/0003-address-book-component.md): makes sure the
 * remote is registered at this visitor's version (through `load`, shared with the router, with its
 * fallback to the previous version and its failure reports), then loads `<container>/<expose>` from
 * the federation runtime.
 * @param registry the validated registry
 * @param load the shared loader of `shareRemoteLoads`
 * @param loadModule the federation runtime's `loadRemote` (tests pass a fake)
 * @returns the loader to install with `setFederatedModuleLoader`; it rejects with an `Error` for a
 *   remote the registry does not list, a remote that cannot be loaded, or a missing module
 */
export function federatedModuleLoader(
  registry: Registry,
  load: RemoteVersionLoader,
  loadModule: (id: string) => Promise<unknown> = (id) => loadRemote(id),
): FederatedModuleLoader {
  return async (remoteName, expose) => {
    const remote = registry.remotes.find((r) => r.name === remoteName);
    if (!remote) throw new Error(`注册表中没有远程应用 ${remoteName}`);
    await load(remote);
    const module = await loadModule(`${federationName(remoteName)}/${expose.replace(/^\.\//, '')}`);
    if (module === null || module === undefined) {
      throw new Error(`${remoteName} 没有暴露 ${expose}`);
    }
    return module;
  };
}
