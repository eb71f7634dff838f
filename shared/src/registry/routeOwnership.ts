import { parseRegistry, type Registry, type RoutePrefix, type SiteConfig } from './schema';

/** The four remotes' registry names. */
export const REMOTE_NAMES = ['mf-marketing', 'mf-account', 'mf-order', 'mf-support'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * Route ownership (README "Where things are"; rules in docs/adr/0001-runtime-registry.md): the
 * prefixes each remote owns. The registry carries them at run time; this is where a fresh registry
 * (scripts) and the tests take them from: the one source.
 */
export const ROUTE_OWNERSHIP: Record<RemoteName, RoutePrefix[]> = {
  'mf-marketing': ['/', '/aboutus/*', '/partner', '/productSolution/*', '/news/*', '/terms/*'],
  'mf-account': ['/login', '/user/*'],
  'mf-order': ['/order/*', '/productSolution/services/tryout/*'],
  'mf-support': ['/support/*', '/notices/*'],
};

/** Where one remote's active version lives: `version` and its `mf-manifest.json` URL. */
export interface RemoteLocation {
  version: string;
  entry: string;
  previous?: { version: string; entry: string };
  /** A candidate for `percent` (1–99) of visitors (`canary`, docs/releasing.md). */
  canary?: { version: string; entry: string; percent: number };
  /** Versions withdrawn for failing: open tabs running one reload (docs/releasing.md). */
  withdrawn?: string[];
}

/**
 * A registry with every remote owning its prefixes of `ROUTE_OWNERSHIP`.
 * @param site the runtime site config (SPEC §9)
 * @param locate where each remote's active version lives, e.g.
 *   `(name) => ({ version: 'dev', entry: 'http://localhost:3004/mf-manifest.json' })`
 * @returns the validated registry
 * @throws RegistryError when a location is malformed
 */
export function registryWithOwnership(
  site: SiteConfig,
  locate: (name: RemoteName) => RemoteLocation,
): Registry {
  return parseRegistry({
    schemaVersion: 1,
    site,
    remotes: REMOTE_NAMES.map((name) => {
      const { version, entry, previous, canary, withdrawn } = locate(name);
      return {
        name,
        version,
        entry,
        prefixes: ROUTE_OWNERSHIP[name],
        ...(previous ? { previous } : {}),
        ...(canary ? { canary } : {}),
        ...(withdrawn?.length ? { withdrawn } : {}),
      };
    }),
  });
}
