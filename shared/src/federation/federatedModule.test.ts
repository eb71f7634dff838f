import {
  FederatedModuleUnavailable,
  loadFederatedModule,
  setFederatedModuleLoader,
} from './federatedModule';
import { loadAddressBook } from './addressBook';

/** A remote uses another remote's component only through the shell's loader (ADR 0003). */

const AddressBook = () => null;
let remove: (() => void) | undefined;
afterEach(() => remove?.());

test('without a shell (a remote running alone) the module is unavailable', async () => {
  await expect(loadAddressBook()).rejects.toBeInstanceOf(FederatedModuleUnavailable);
});

test("loads through the shell's loader and checks the contract", async () => {
  const loader = jest.fn(async () => ({ default: AddressBook }));
  remove = setFederatedModuleLoader(loader);
  await expect(loadAddressBook()).resolves.toEqual({ default: AddressBook });
  expect(loader).toHaveBeenCalledWith('mf-account', './AddressBook');
});

test('a remote that is down or a module that breaks its contract is unavailable, with the reason', async () => {
  remove = setFederatedModuleLoader(async () => {
    throw new Error('Failed to get manifest');
  });
  await expect(loadAddressBook()).rejects.toThrow(
    'mf-account 的 ./AddressBook 无法加载：Failed to get manifest',
  );
  remove();
  remove = setFederatedModuleLoader(async () => ({ default: 'not a component' }));
  await expect(loadAddressBook()).rejects.toThrow('模块不符合约定');
  const isNumber = (value: unknown): value is number => typeof value === 'number';
  await expect(loadFederatedModule('mf-x', './Y', isNumber)).rejects.toBeInstanceOf(
    FederatedModuleUnavailable,
  );
});
