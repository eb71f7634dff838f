import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { federationName, routesModuleId, type RemoteRoutesModule } from '@xingheng/shared';
import type { RemoteFailureKind, RemoteRecord, VersionRef } from '@xingheng/shared/registry';
import { classifyLoadError } from './classifyLoadError';

/** A remote (version) that could not be loaded, with the reason. */
export class RemoteLoadError extends Error {
  /**
   * @param remote registry name, e.g. `mf-support`
   * @param kind `manifest`, `entry`, `network` or `module` (see `REMOTE_FAILURE_KINDS`)
   * @param message what the federation runtime or the contract check said
   * @param version the candidate version that failed, when known
   */
  constructor(
    public readonly remote: string,
    public readonly kind: RemoteFailureKind,
    message: string,
    public readonly version?: string,
  ) {
    super(message);
    this.name = 'RemoteLoadError';
  }
}

function isRoutesModule(value: unknown): value is RemoteRoutesModule {
  if (typeof value !== 'object' || value === null) return false;
  const mod = value as Partial<RemoteRoutesModule>;
  return Array.isArray(mod.routes) && typeof mod.Providers === 'function';
}

/**
 * Forgets the webpack chunk registry a previous, failed version of the remote left on `window`
 * (`webpackChunk<uniqueName>`, uniqueName = federation name in tools/webpack/createAppConfig.cjs).
 * Every version of a remote shares that name and chunk ids are deterministic: without this, the next
 * version's runtime would adopt the failed version's chunks (and their broken modules) as its own.
 */
function forgetChunkRegistry(remoteName: string): void {
  // Reflect.deleteProperty: never throws, even for a property that cannot be deleted.
  Reflect.deleteProperty(globalThis, `webpackChunk${federationName(remoteName)}`);
}

/**
 * Points the federation runtime at one version of a remote and loads its route group
 * (`<remote>/routes`; docs/adr/0002-release-ledger.md). `registerRemotes(…, { force: true })`
 * replaces a previous registration of the same remote and clears what the runtime cached for it
 * (manifest, snapshot, module cache, container global, entry loading promise, share-scope entries),
 * so a failed earlier version does not poison this one.
 * @param remote the registry record
 * @param candidate the version to load and its manifest URL (relative URLs resolve on `origin`)
 * @param origin the site origin, e.g. `https://www.example.com`
 * @returns the module `{ routes, Providers }`
 * @throws RemoteLoadError with the candidate's version and kind `manifest` | `entry` | `network`
 *   (fetching failed) or `module` (the module threw, or does not match the contract)
 */
export async function loadRemoteVersion(
  remote: RemoteRecord,
  candidate: VersionRef,
  origin: string,
): Promise<RemoteRoutesModule> {
  forgetChunkRegistry(remote.name);
  registerRemotes(
    [{ name: federationName(remote.name), entry: new URL(candidate.entry, origin).href }],
    { force: true },
  );
  let mod: unknown;
  try {
    mod = await loadRemote<RemoteRoutesModule>(routesModuleId(remote.name));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new RemoteLoadError(remote.name, classifyLoadError(error), message, candidate.version);
  }
  if (!isRoutesModule(mod)) {
    throw new RemoteLoadError(
      remote.name,
      'module',
      `${remote.name}@${candidate.version} 暴露的 ./routes 不符合约定`,
      candidate.version,
    );
  }
  return mod;
}
