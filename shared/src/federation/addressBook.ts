import type { ComponentType } from 'react';
import type { Address } from '../types/address';
import { federationName } from './contract';
import { loadFederatedModule } from './federatedModule';

/**
 * The address book mf-account exposes as `./AddressBook` (docs/api.md "Address book"):
 * - `manage`: list, add, edit, delete, set the default;
 * - `pick`: the same list as a radio group for checkout; choosing one calls `onPick`.
 */
export type AddressBookMode = 'manage' | 'pick';

/** Props of the federated address book (the logged-in user's addresses, via the shared client). */
export interface AddressBookProps {
  mode: AddressBookMode;
  /** Pick mode: the chosen address id (controlled); default the user's default address. */
  selectedId?: number;
  /**
   * Pick mode: called with the chosen address, when the person picks one, and once after loading
   * with the preselected one (the default, or `selectedId`), so checkout always knows the choice.
   */
  onPick?: (address: Address) => void;
}

/** What `./AddressBook` of mf-account exports. */
export interface AddressBookModule {
  default: ComponentType<AddressBookProps>;
}

/** The expose key in mf-account's webpack config. */
export const ADDRESS_BOOK_EXPOSE = './AddressBook';

/** The federation module id a host loads, `mf_account/AddressBook`. */
export const ADDRESS_BOOK_MODULE_ID = `${federationName('mf-account')}/AddressBook`;

function isAddressBookModule(value: unknown): value is AddressBookModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { default?: unknown }).default === 'function'
  );
}

/**
 * Loads mf-account's address book through the shell (`loadFederatedModule`), at the version of
 * mf-account this visitor gets.
 * @returns `{ default: AddressBook }`
 * @throws FederatedModuleUnavailable when mf-account is down, or no shell is there to load it
 */
export function loadAddressBook(): Promise<AddressBookModule> {
  return loadFederatedModule('mf-account', ADDRESS_BOOK_EXPOSE, isAddressBookModule);
}
