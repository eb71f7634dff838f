import {
  ADDRESS_BOOK_EXPOSE,
  type FederatedModuleLoader,
  type RemoteRoutesModule,
} from '@xingheng/shared';
import type { RemoteName, RemoteRecord } from '@xingheng/shared/registry';
import type { LoadedRemote } from '../../shell/src/federation/loadWithFallback';
import * as marketing from '../../mf-marketing/src/exposes/routes';
import * as account from '../../mf-account/src/exposes/routes';
import * as order from '../../mf-order/src/exposes/routes';
import * as support from '../../mf-support/src/exposes/routes';

/** Where the monolith's files are served (its webpack `publicPath`: `/monolith/`). */
declare const __webpack_public_path__: string;

/** The version the monolith reports for every remote (`window.__XH_REMOTE_VERSIONS__`). */
export const MONOLITH_VERSION = 'monolith';

/** Every remote's `./routes`, imported statically: its pages stay lazy chunks, as in the remote. */
const ROUTES: Record<RemoteName, RemoteRoutesModule> = {
  'mf-marketing': marketing,
  'mf-account': account,
  'mf-order': order,
  'mf-support': support,
};

/**
 * The other exposes of the remotes' webpack configs (`mf-account`'s `./AddressBook`), split into
 * their own chunk as a monolith would: only the checkout page needs it.
 */
const EXPOSES: Record<string, () => Promise<unknown>> = {
  [`mf-account:${ADDRESS_BOOK_EXPOSE}`]: () => import('../../mf-account/src/exposes/AddressBook'),
};

/**
 * A remote's `./routes` as the monolith bundles it (its server build renders pages with it).
 * @param name a remote's registry name
 * @returns the route group, or `undefined` for a remote the monolith does not bundle
 */
export function bundledRoutesOf(name: string): RemoteRoutesModule | undefined {
  return (ROUTES as Partial<Record<string, RemoteRoutesModule>>)[name];
}

/**
 * The router's remote loader for the monolith (`RemoteRoutesLoader` of the shell's router). Its
 * `entry` is the monolith's folder, which holds `route-chunks.json` over every remote's pages, so
 * link prefetch adds `<link rel="prefetch">` for a page's files, as on the site, instead of
 * importing (running) the page's module.
 * @param remote a registry record
 * @returns `{ module, version: 'monolith', entry: '<origin>/monolith/' }`
 * @throws Error (as a rejection) for a remote the monolith does not bundle
 */
export function loadBundledRoutes(remote: RemoteRecord): Promise<LoadedRemote> {
  const module = bundledRoutesOf(remote.name);
  return module
    ? Promise.resolve({
        module,
        version: MONOLITH_VERSION,
        entry: new URL(__webpack_public_path__, window.location.origin).href,
      })
    : Promise.reject(new Error(`单体构建不含远程应用 ${remote.name}`));
}

/**
 * The `FederatedModuleLoader` of the monolith: another remote's exposed module, bundled.
 * @returns the module's exports; rejects with an `Error` for an expose the monolith does not bundle
 */
export const loadBundledModule: FederatedModuleLoader = async (remote, expose) => {
  const load = EXPOSES[`${remote}:${expose}`];
  if (!load) throw new Error(`单体构建不含 ${remote} 的 ${expose}`);
  return load();
};
