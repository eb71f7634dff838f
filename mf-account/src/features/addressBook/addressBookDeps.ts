import { createContext, use } from 'react';
import {
  createAddress,
  deleteAddress,
  fetchAddresses,
  fetchRegions,
  setDefaultAddress,
  updateAddress,
} from './api';

/**
 * What the address book calls out to: the API calls of `api.ts` by default; tests wrap it in
 * `<AddressBookDepsContext value={…}>` with fakes (the ESM namespace cannot be spied under
 * @swc/jest).
 */
export interface AddressBookDeps {
  regions: typeof fetchRegions;
  list: typeof fetchAddresses;
  create: typeof createAddress;
  update: typeof updateAddress;
  remove: typeof deleteAddress;
  setDefault: typeof setDefaultAddress;
}

/** The address book's dependencies; see `AddressBookDeps`. */
export const AddressBookDepsContext = createContext<AddressBookDeps>({
  regions: fetchRegions,
  list: fetchAddresses,
  create: createAddress,
  update: updateAddress,
  remove: deleteAddress,
  setDefault: setDefaultAddress,
});

/** Reads `AddressBookDeps` (the real API outside any `AddressBookDepsContext`). */
export function useAddressBookDeps(): AddressBookDeps {
  return use(AddressBookDepsContext);
}
