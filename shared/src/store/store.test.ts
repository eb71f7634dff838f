import Cookies from 'js-cookie';
import { createSlice } from '@reduxjs/toolkit';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosInstance } from 'axios';
import { ApiFailure } from '../api/apiFailure';
import { apiGet, loadApiClient } from '../api/client';
import { DEFAULT_SITE_CONFIG, setSiteConfig } from '../config/runtime';
import {
  clearAuth,
  fetchUserInfo,
  selectIsAuthenticated,
  selectToken,
  selectUnpaidCount,
  selectUserInfo,
  setToken,
} from './authSlice';
import { bindApiClientToStore } from './bindClient';
import { makeStore, rootReducer } from './store';

/**
 * The one store, its token cookie (SPEC §4, §9) and its binding to the API client (SPEC §7, §8).
 */

/** The site's axios instance (loaded once, as on a first API call). */
let apiClient: AxiosInstance;
let originalAdapter: AxiosInstance['defaults']['adapter'];
beforeAll(async () => {
  apiClient = await loadApiClient();
  originalAdapter = apiClient.defaults.adapter;
});
const loggedIn = { auth: { authenticated: 'tok-old', userInfo: null, httpIP: '' } };

function cookieToken(): string | undefined {
  return Cookies.get('xh_token');
}

function reply(data: unknown, headers: Record<string, string> = {}): void {
  const adapter: AxiosAdapter = async (config) => ({
    data,
    status: 200,
    statusText: '',
    headers,
    config,
  });
  apiClient.defaults.adapter = adapter;
}

afterEach(() => {
  Cookies.remove('xh_token', { path: '/' });
  apiClient.defaults.adapter = originalAdapter;
  setSiteConfig(DEFAULT_SITE_CONFIG);
  jest.restoreAllMocks();
});

describe('token and cookie (SPEC §4)', () => {
  it('starts logged out', () => {
    const store = makeStore();
    expect(selectToken(store.getState())).toBe('');
    expect(selectIsAuthenticated(store.getState())).toBe(false);
  });

  it('setToken stores the token and writes the xh_token cookie', () => {
    const store = makeStore();
    store.dispatch(setToken('abc123'));
    expect(selectToken(store.getState())).toBe('abc123');
    expect(selectIsAuthenticated(store.getState())).toBe(true);
    expect(document.cookie).toContain('xh_token=abc123');
  });

  it('clearAuth empties token and user info and removes the cookie', () => {
    const store = makeStore();
    store.dispatch(setToken('abc123'));
    store.dispatch({
      type: fetchUserInfo.fulfilled.type,
      payload: { phone: '138', countNoPayServerOrder: 2 },
    });
    store.dispatch(clearAuth());
    expect(selectToken(store.getState())).toBe('');
    expect(selectUserInfo(store.getState())).toBeNull();
    expect(cookieToken()).toBeUndefined();
  });

  it('writes the cookie for 12 hours on path / and the configured domain', () => {
    const set = jest.spyOn(Cookies, 'set');
    setSiteConfig({ ...DEFAULT_SITE_CONFIG, cookieDomain: '.example.com' });
    makeStore().dispatch(setToken('abc123'));
    expect(set).toHaveBeenCalledWith(
      'xh_token',
      'abc123',
      expect.objectContaining({ expires: 0.5, path: '/', domain: '.example.com' }),
    );
  });

  it('writes no domain attribute when cookieDomain is empty (localhost)', () => {
    const set = jest.spyOn(Cookies, 'set');
    makeStore().dispatch(setToken('abc123'));
    const attributes = set.mock.calls[0]?.[2];
    expect(attributes).toMatchObject({ expires: 0.5, path: '/' });
    expect(attributes).not.toHaveProperty('domain');
  });

  it('leaves cookies alone with persistToken: false', () => {
    const store = makeStore(undefined, { persistToken: false });
    store.dispatch(setToken('abc123'));
    expect(selectToken(store.getState())).toBe('abc123');
    expect(cookieToken()).toBeUndefined();
    Cookies.set('xh_token', 'kept', { path: '/' });
    store.dispatch(clearAuth());
    expect(cookieToken()).toBe('kept');
  });
});

describe('store bound to the API client (SPEC §7, §8)', () => {
  it('a 401 clears the token and calls onUnauthorized without a toast', async () => {
    const store = makeStore(loggedIn, { persistToken: false });
    const onUnauthorized = jest.fn();
    const notifyError = jest.fn();
    const unbind = bindApiClientToStore(store, onUnauthorized, notifyError);
    let sentToken: unknown;
    const adapter: AxiosAdapter = async (config) => {
      sentToken = config.headers.get('Authorization');
      throw new AxiosError('Unauthorized', 'ERR_BAD_REQUEST', config, null, {
        data: { code: 401, msg: '登录已过期', data: null },
        status: 401,
        statusText: '',
        headers: new AxiosHeaders(),
        config,
      });
    };
    apiClient.defaults.adapter = adapter;
    try {
      const failure: unknown = await apiGet('/user/user/getUserInfo').catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(ApiFailure);
      expect(failure).toMatchObject({ status: 401, code: 401 });
      expect(sentToken).toBe('tok-old');
      expect(selectToken(store.getState())).toBe('');
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
      expect(notifyError).not.toHaveBeenCalled();
    } finally {
      unbind();
    }
  });

  it('a refreshtoken response header replaces the token in the store', async () => {
    const store = makeStore(loggedIn, { persistToken: false });
    const unbind = bindApiClientToStore(store, jest.fn(), jest.fn());
    reply({ code: 0, msg: '', data: null }, { refreshtoken: 'tok-new' });
    try {
      await apiGet('/user/user/getUserInfo');
      expect(selectToken(store.getState())).toBe('tok-new');
    } finally {
      unbind();
    }
  });

  it('fetchUserInfo fills userInfo and selectUnpaidCount reads countNoPayServerOrder', async () => {
    const store = makeStore(loggedIn, { persistToken: false });
    const unbind = bindApiClientToStore(store, jest.fn(), jest.fn());
    const user = { phone: '138****8000', nickname: '测绘一队', countNoPayServerOrder: 3 };
    reply({ code: 200, msg: '', data: user });
    try {
      expect(selectUnpaidCount(store.getState())).toBe(0);
      await store.dispatch(fetchUserInfo()).unwrap();
      expect(selectUserInfo(store.getState())).toEqual(user);
      expect(selectUnpaidCount(store.getState())).toBe(3);
    } finally {
      unbind();
    }
  });
});

describe('lazy slices', () => {
  it('a remote injects a slice into the same store and reads it back', () => {
    const cartSlice = createSlice({
      name: 'demoCart',
      initialState: { items: 0 },
      reducers: {
        add(state) {
          state.items += 1;
        },
      },
    });
    const store = makeStore(loggedIn, { persistToken: false });
    const withCart = rootReducer.inject(cartSlice);
    const selectItems = withCart.selector((state) => state.demoCart.items);
    expect(selectItems(store.getState())).toBe(0);
    store.dispatch(cartSlice.actions.add());
    expect(selectItems(store.getState())).toBe(1);
    expect(selectToken(store.getState())).toBe('tok-old');
  });
});
