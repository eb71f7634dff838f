import { DEFAULT_SITE_CONFIG, type RemoteRoutesModule } from '@xingheng/shared';
import { registryWithOwnership, remoteVersionEntry } from '@xingheng/shared/registry';
import { RemoteLoadError } from './loadRemoteRoutes';
import {
  federatedModuleLoader,
  shareRemoteLoads,
  type RemoteVersionLoader,
} from './federatedModules';

/** Remotes using each other's components through the shell (docs/adr/0003-address-book-component.md). */

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const registry = registryWithOwnership(DEFAULT_SITE_CONFIG, (name) => ({
  version: 'v1',
  entry: remoteVersionEntry(name, 'v1'),
}));
const routesModule: RemoteRoutesModule = { routes: [], Providers: ({ children }) => children };
const AddressBook = () => null;

test('registers the remote at the visitor version first, then loads the exposed module', async () => {
  const steps: string[] = [];
  const load: RemoteVersionLoader = jest.fn(async (remote) => {
    steps.push(`load ${remote.name}`);
    return { module: routesModule, version: 'v1' };
  });
  const loader = federatedModuleLoader(registry, load, async (id) => {
    steps.push(`module ${id}`);
    return { default: AddressBook };
  });
  await expect(loader('mf-account', './AddressBook')).resolves.toEqual({ default: AddressBook });
  expect(steps).toEqual(['load mf-account', 'module mf_account/AddressBook']);
});

test('a remote that cannot be loaded, an unknown remote and a missing module reject', async () => {
  const down: RemoteVersionLoader = async () => {
    throw new RemoteLoadError('mf-account', 'manifest', 'Failed to get manifest', 'v1');
  };
  const modules = jest.fn(async () => ({ default: AddressBook }));
  await expect(
    federatedModuleLoader(registry, down, modules)('mf-account', './AddressBook'),
  ).rejects.toThrow('Failed to get manifest');
  expect(modules).not.toHaveBeenCalled();
  const up: RemoteVersionLoader = async () => ({ module: routesModule, version: 'v1' });
  await expect(federatedModuleLoader(registry, up, modules)('mf-unknown', './X')).rejects.toThrow(
    '注册表中没有远程应用 mf-unknown',
  );
  const missing = federatedModuleLoader(registry, up, async () => undefined);
  await expect(missing('mf-account', './Nope')).rejects.toThrow('mf-account 没有暴露 ./Nope');
});

test('shareRemoteLoads loads a remote once for everyone, and tries again after a failure', async () => {
  const outcomes = [new Error('offline'), { module: routesModule, version: 'v1' }];
  const load = jest.fn(async () => {
    const next = outcomes.shift();
    if (next instanceof Error) throw next;
    if (!next) throw new Error('loaded too often');
    return next;
  });
  const shared = shareRemoteLoads(load);
  const account = registry.remotes.find((r) => r.name === 'mf-account');
  if (!account) throw new Error('no mf-account in the registry');
  await expect(Promise.all([shared(account), shared(account)])).rejects.toThrow('offline');
  expect(load).toHaveBeenCalledTimes(1);
  const [first, second] = await Promise.all([shared(account), shared(account)]);
  expect(first).toBe(second);
  expect(load).toHaveBeenCalledTimes(2);
  await shared(account);
  expect(load).toHaveBeenCalledTimes(2);
});
