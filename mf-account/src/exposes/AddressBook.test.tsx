import { render, screen } from '@testing-library/react';
import { ADDRESS_BOOK_MODULE_ID, type AddressBookModule } from '@xingheng/shared';
import * as exposed from './AddressBook';
import { AddressBookDepsContext } from '../features/addressBook/addressBookDeps';

test('exposes the address book contract: a component taking mode, with its own providers', async () => {
  const module: AddressBookModule = exposed;
  expect(ADDRESS_BOOK_MODULE_ID).toBe('mf_account/AddressBook');
  const Book = module.default;
  const fail = () => Promise.reject(new Error('not called'));
  render(
    <AddressBookDepsContext
      value={{
        regions: async () => [],
        list: async () => [],
        create: fail,
        update: fail,
        remove: fail,
        setDefault: fail,
      }}
    >
      <Book mode="pick" onPick={() => undefined} />
    </AddressBookDepsContext>,
  );
  expect(await screen.findByText('还没有收货地址')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: '收货地址簿' })).toBeInTheDocument();
});
