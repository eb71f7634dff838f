import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { federationName, routesModuleId, type RemoteRoutesModule } from '@xingheng/shared';
import type { RemoteRecord } from '@xingheng/shared/registry';
import type { RemoteFailureKind } from './remoteStatus';

/** A remote that could not be loaded, with the reason. */
export class RemoteLoadError extends Error {
  constructor(
    public readonly remote: string,
    public readonly kind: RemoteFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'RemoteLoadError';
  }
}

/**
 * Registers every remote of the registry with the federation runtime, without loading any
 * (issue #2 §3: a remote is fetched only when the visitor first enters one of its prefixes).
 * @param remotes registry records; relative entries are resolved against `origin`
 */
export function registerRegistryRemotes(remotes: readonly RemoteRecord[], origin: string): void {
  registerRemotes(
    remotes.map((remote) => ({
      name: federationName(remote.name),
      entry: new URL(remote.entry, origin).href,
    })),
    { force: true },
  );
}

function isRoutesModule(value: unknown): value is RemoteRoutesModule {
  if (typeof value !== 'object' || value === null) return false;
  const mod = value as Partial<RemoteRoutesModule>;
  return Array.isArray(mod.routes) && typeof mod.Providers === 'function';
}

/**
 * Loads a remote's route group (`<remote>/routes`).
 * @returns the module `{ routes, Providers }`
 * @throws RemoteLoadError kind `entry` when the manifest or entry cannot be fetched, kind `module`
 *   when the module throws while loading or does not match the contract
 */
export async function loadRemoteRoutes(remote: RemoteRecord): Promise<RemoteRoutesModule> {
  let mod: unknown;
  try {
    mod = await loadRemote<RemoteRoutesModule>(routesModuleId(remote.name));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const kind: RemoteFailureKind = /RUNTIME-00[38]|fetch|manifest|remoteEntry|script/i.test(
      message,
    )
      ? 'entry'
      : 'module';
    throw new RemoteLoadError(remote.name, kind, message);
  }
  if (!isRoutesModule(mod)) {
    throw new RemoteLoadError(remote.name, 'module', `${remote.name} 暴露的 ./routes 不符合约定`);
  }
  return mod;
}
