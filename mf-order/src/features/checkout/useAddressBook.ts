import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { loadAddressBook, type AddressBookProps } from '@xingheng/shared';

/** Where loading mf-account's address book stands. */
export type AddressBookState =
  | { status: 'loading' }
  | { status: 'ready'; AddressBook: ComponentType<AddressBookProps> }
  | { status: 'unavailable' };

/**
 * mf-account's address book for checkout, loaded through the shell at this visitor's version of
 * mf-account (docs/adr/0003-address-book-component.md). When mf-account is down the state is
 * `unavailable` and the page says so; `retry` loads again (the shell tries mf-account's
 * candidates again).
 * @param load the loader (default `loadAddressBook`; tests pass a fake)
 * @returns `{ state, retry }`
 */
export function useAddressBook(load = loadAddressBook) {
  const [state, setState] = useState<AddressBookState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    load().then(
      (module) => {
        if (live) setState({ status: 'ready', AddressBook: module.default });
      },
      (error: unknown) => {
        console.error('[mf-order] 收货地址组件加载失败', error);
        if (live) setState({ status: 'unavailable' });
      },
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
