import { combineSlices, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { authSlice, clearAuth, setToken } from './authSlice';
import { removeTokenCookie, writeTokenCookie } from './tokenCookie';

/**
 * Slices that remotes inject when they load. A remote augments this interface:
 * `declare module '@xingheng/shared' { interface LazyLoadedSlices { checkout: CheckoutState } }`
 * and calls `rootReducer.inject(checkoutSlice)`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** The one root reducer; remotes add slices with `rootReducer.inject(slice)`. */
export const rootReducer = combineSlices(authSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Creates the one Redux store (the shell calls this once; tests call it per test).
 * @param preloadedState e.g. `{ auth: { authenticated: tokenFromCookie, userInfo: null, httpIP: '' } }`
 * @param options.persistToken false in tests that must not touch cookies
 */
export function makeStore(
  preloadedState?: Partial<RootState>,
  options: { persistToken?: boolean } = {},
) {
  const cookieSync = createListenerMiddleware();
  if (options.persistToken !== false) {
    cookieSync.startListening({
      matcher: isAnyOf(setToken, clearAuth),
      effect: (action) => {
        if (setToken.match(action) && action.payload) writeTokenCookie(action.payload);
        else removeTokenCookie();
      },
    });
  }
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(cookieSync.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** Typed hooks: use these, not react-redux's untyped ones (lint enforces it). */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
