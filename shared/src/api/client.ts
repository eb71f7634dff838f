import type {
  AxiosError,
  AxiosInstance,
  AxiosRequestConfig,
  AxiosResponse,
  AxiosStatic,
} from 'axios';
import type { Envelope } from '../types/api';
import { getSiteConfig } from '../config/runtime';
import { ApiFailure } from './apiFailure';

/**
 * The one axios client of the site (SPEC §7 and §8):
 * - base `/api` (from the runtime site config), `Authorization` set to the stored token;
 * - success when the body `code` is 0 or 200;
 * - otherwise the body's `msg` is shown as an error toast and the call rejects with an
 *   `ApiFailure` made from the body, except for password login and SMS-code login, which stay
 *   silent;
 * - HTTP 401 clears the token and goes to `/login`;
 * - blob (upload/download) responses come back as is;
 * - a `refreshtoken` response header replaces the stored token.
 *
 * axios itself loads on the first call (`loadApiClient`), not with the page: a first visit whose
 * data came with the server's HTML makes no call, so it downloads and runs no axios
 * (docs/performance.md "Small pages").
 */

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not toast a failure for this call (the caller shows its own message). */
    silent?: boolean;
  }
}

/** Paths whose failures are never toasted (SPEC §8). */
export const SILENT_PATHS: readonly string[] = ['/user/login/login', '/user/login/smsCodeLogin'];

/** What the client needs from its host; bound once by the shell (or a remote's dev harness). */
export interface ApiClientBindings {
  getToken: () => string;
  onRefreshToken: (token: string) => void;
  onUnauthorized: () => void;
  notifyError: (message: string) => void;
}

const noBindings: ApiClientBindings = {
  getToken: () => '',
  onRefreshToken: () => undefined,
  onUnauthorized: () => undefined,
  notifyError: () => undefined,
};
let bindings: ApiClientBindings = noBindings;

/** Connects the client to the store, the router and the toast (returns an unbind function). */
export function bindApiClient(next: ApiClientBindings): () => void {
  bindings = next;
  return () => {
    bindings = noBindings;
  };
}

/** The message shown when a call fails without a usable body (network error, 5xx page). */
export const NETWORK_ERROR_MSG = '网络异常，请稍后重试';

/** True when an envelope `code` means success (SPEC §7). */
export function isSuccessCode(code: unknown): boolean {
  return code === 0 || code === 200;
}

function isSilent(config: AxiosRequestConfig | undefined): boolean {
  if (!config) return false;
  if (config.silent) return true;
  const url = config.url ?? '';
  return SILENT_PATHS.some((p) => url === p || url.endsWith(p));
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'code' in body;
}

/**
 * Whether a request goes to this site (a relative URL, or an absolute one on this page's origin):
 * only those carry the token, so a call to another host of the runtime config (the coverage host,
 * SPEC §9) never hands it over.
 */
function sameSite(url: string | undefined): boolean {
  if (!url || !/^[a-z][a-z\d+.-]*:|^\/\//i.test(url)) return true;
  return (
    typeof window !== 'undefined' &&
    new URL(url, window.location.href).origin === window.location.origin
  );
}

/** The client with the site's interceptors, made from the axios module once it has loaded. */
function createApiClient(axios: AxiosStatic): AxiosInstance {
  const client = axios.create({ timeout: 15000 });
  client.interceptors.request.use((config) => {
    config.baseURL = getSiteConfig().apiBase;
    const token = bindings.getToken();
    if (token && sameSite(config.url)) config.headers.set('Authorization', token);
    return config;
  });

  client.interceptors.response.use(
    (response: AxiosResponse) => {
      const refreshed = response.headers['refreshtoken'];
      if (typeof refreshed === 'string' && refreshed) bindings.onRefreshToken(refreshed);
      const type = response.config.responseType;
      if (type === 'blob' || type === 'arraybuffer') return response;
      const body: unknown = response.data;
      if (isEnvelope(body) && isSuccessCode(body.code)) return response;
      const failure = isEnvelope(body)
        ? new ApiFailure({ ...body, status: response.status })
        : new ApiFailure({ code: -1, msg: NETWORK_ERROR_MSG, status: response.status });
      if (!isSilent(response.config)) bindings.notifyError(failure.msg || NETWORK_ERROR_MSG);
      return Promise.reject(failure);
    },
    (error: AxiosError) => {
      const status = error.response?.status;
      const body = error.response?.data;
      const failure = isEnvelope(body)
        ? new ApiFailure({ ...body, status })
        : new ApiFailure({ code: status ?? -1, msg: NETWORK_ERROR_MSG, status });
      if (status === 401) {
        bindings.onUnauthorized();
        return Promise.reject(failure);
      }
      if (!isSilent(error.config)) bindings.notifyError(failure.msg || NETWORK_ERROR_MSG);
      return Promise.reject(failure);
    },
  );
  return client;
}

let loading: Promise<AxiosInstance> | undefined;

/** Imports axios once and makes the client; a failed import is forgotten (the next call retries). */
function importClient(): Promise<AxiosInstance> {
  loading ??= import('axios').then(
    ({ default: axios }) => createApiClient(axios),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The one axios client of the site, loading axios (a shared singleton of the federation) on the
 * first call; later calls get the same instance.
 * @returns the client (interceptors above installed)
 * @throws ApiFailure `{ code: -1, msg: NETWORK_ERROR_MSG }` (as a rejection, already toasted)
 *   when axios cannot be loaded (offline, a removed chunk); the next call tries again
 */
export async function loadApiClient(): Promise<AxiosInstance> {
  try {
    return await importClient();
  } catch {
    bindings.notifyError(NETWORK_ERROR_MSG);
    throw new ApiFailure({ code: -1, msg: NETWORK_ERROR_MSG });
  }
}

/**
 * Starts loading the client without waiting and without reporting a failure: the shell calls it
 * when a navigation starts, so axios downloads alongside the next page's code instead of after
 * it (its loader's first call).
 */
export function preloadApiClient(): void {
  importClient().catch(() => undefined);
}

/**
 * GET a JSON endpoint and unwrap its envelope.
 * @param path under `/api`, e.g. `/web/index/getWebsiteMenu`
 * @returns the envelope's `data`
 * @throws ApiFailure (already toasted unless silent; 401 is never toasted)
 */
export async function apiGet<T>(path: string, config?: AxiosRequestConfig): Promise<T> {
  const response = await (await loadApiClient()).get<Envelope<T>>(path, config);
  return response.data.data;
}

/**
 * POST JSON and unwrap the envelope.
 * @param path under `/api`, e.g. `/user/login/login`
 * @param body JSON body
 * @returns the envelope's `data`
 * @throws ApiFailure
 */
export async function apiPost<T>(
  path: string,
  body?: unknown,
  config?: AxiosRequestConfig,
): Promise<T> {
  const response = await (await loadApiClient()).post<Envelope<T>>(path, body, config);
  return response.data.data;
}

/**
 * Downloads a file (upload-type request): the body comes back as is.
 * @returns the response `Blob`
 */
export async function apiBlob(path: string, config?: AxiosRequestConfig): Promise<Blob> {
  const client = await loadApiClient();
  const response = await client.get<Blob>(path, { ...config, responseType: 'blob' });
  return response.data;
}
