import { bindApiClient } from '../api/client';
import { clearAuth, setToken } from './authSlice';
import type { AppStore } from './store';

/**
 * Binds the one API client to the one store (SPEC §4, §7, §8).
 * @param store the shell's store
 * @param onUnauthorized called after a 401 cleared the token (the shell navigates to `/login`)
 * @param notifyError shows an error toast with the API's `msg`
 * @returns a function that unbinds
 */
export function bindApiClientToStore(
  store: AppStore,
  onUnauthorized: () => void,
  notifyError: (message: string) => void,
): () => void {
  return bindApiClient({
    getToken: () => store.getState().auth.authenticated,
    onRefreshToken: (token) => store.dispatch(setToken(token)),
    onUnauthorized: () => {
      store.dispatch(clearAuth());
      onUnauthorized();
    },
    notifyError,
  });
}
