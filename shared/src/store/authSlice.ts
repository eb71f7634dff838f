import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserInfo } from '../types/api';
import { apiGet } from '../api/client';

/**
 * Client auth state (SPEC §3, §4): `authenticated` is the token, `''` when logged out.
 */
export interface AuthState {
  userInfo: UserInfo | null;
  authenticated: string;
  httpIP: string;
}

const initialState: AuthState = { userInfo: null, authenticated: '', httpIP: '' };

/**
 * Fetches the logged-in user's info (SPEC §4: on header load when authenticated).
 * Resolves with `UserInfo` from `GET /api/user/user/getUserInfo`; rejects with an `ApiFailure`
 * (serialized by the thunk into the rejected action's `error`: `name`, `message`).
 */
export const fetchUserInfo = createAsyncThunk('auth/fetchUserInfo', () =>
  apiGet<UserInfo>('/user/user/getUserInfo'),
);

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    /** Stores a new token (the listener writes the cookie). */
    setToken(state, action: PayloadAction<string>) {
      state.authenticated = action.payload;
    },
    /** Logs out locally: token and user info cleared (the listener removes the cookie). */
    clearAuth(state) {
      state.authenticated = '';
      state.userInfo = null;
    },
    setUserInfo(state, action: PayloadAction<UserInfo | null>) {
      state.userInfo = action.payload;
    },
    setHttpIP(state, action: PayloadAction<string>) {
      state.httpIP = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(fetchUserInfo.fulfilled, (state, action) => {
      state.userInfo = action.payload;
    });
  },
  selectors: {
    selectToken: (state) => state.authenticated,
    selectIsAuthenticated: (state) => state.authenticated !== '',
    selectUserInfo: (state) => state.userInfo,
    selectUnpaidCount: (state) => state.userInfo?.countNoPayServerOrder ?? 0,
  },
});

export const { setToken, clearAuth, setUserInfo, setHttpIP } = authSlice.actions;
export const { selectToken, selectIsAuthenticated, selectUserInfo, selectUnpaidCount } =
  authSlice.selectors;
