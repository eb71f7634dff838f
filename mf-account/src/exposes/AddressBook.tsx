import type { AddressBookProps } from '@xingheng/shared';
import { AppProviders } from '@xingheng/shared/ui';
import { AddressBook } from '../features/addressBook/AddressBook';

/**
 * mf-account's address book as a federated component, exposed as `./AddressBook` (contract
 * `AddressBookModule` of `@xingheng/shared`, module id `ADDRESS_BOOK_MODULE_ID`): `mode` `manage`
 * or `pick` (`onPick` gets the chosen address). It brings its own antd theme and `zh_CN` locale
 * (antd is not shared between apps) and calls the API through the host's shared client, so the
 * host's login applies.
 */
export default function FederatedAddressBook(props: AddressBookProps) {
  return (
    <AppProviders>
      <AddressBook {...props} />
    </AppProviders>
  );
}
