import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type InternalAxiosRequestConfig,
  type AxiosInstance,
} from 'axios';
import {
  apiBlob,
  loadApiClient,
  apiGet,
  apiPost,
  bindApiClient,
  NETWORK_ERROR_MSG,
  type ApiClientBindings,
} from './client';
import { DEFAULT_SITE_CONFIG, setSiteConfig } from '../config/runtime';
import { ApiFailure } from './apiFailure';

/** The envelope rules of SPEC §7/§8 against the real axios instance, network faked at the adapter. */

interface FakeReply {
  data: unknown;
  status?: number;
  headers?: Record<string, string>;
}

/** The site's axios instance (loaded once, as on a first API call). */
let apiClient: AxiosInstance;
let originalAdapter: AxiosInstance['defaults']['adapter'];
beforeAll(async () => {
  apiClient = await loadApiClient();
  originalAdapter = apiClient.defaults.adapter;
});
let seen: InternalAxiosRequestConfig[] = [];
let bindings: jest.Mocked<ApiClientBindings>;
let unbind: () => void;

function reply({ data, status = 200, headers = {} }: FakeReply): void {
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    return { data, status, statusText: '', headers, config };
  };
  apiClient.defaults.adapter = adapter;
}

function fail(make: (config: InternalAxiosRequestConfig) => AxiosError): void {
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    throw make(config);
  };
  apiClient.defaults.adapter = adapter;
}

function httpError(status: number, data: unknown) {
  return (config: InternalAxiosRequestConfig) =>
    new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, {
      data,
      status,
      statusText: '',
      headers: new AxiosHeaders(),
      config,
    });
}

/** Awaits a call expected to fail and returns what it rejected with, checked to be an ApiFailure. */
async function failureOf(call: Promise<unknown>): Promise<ApiFailure> {
  const outcome = await call.then(
    () => new Error('the call resolved'),
    (error: unknown) => error,
  );
  if (!(outcome instanceof ApiFailure)) throw new Error(`not an ApiFailure: ${String(outcome)}`);
  return outcome;
}

function lastConfig(): InternalAxiosRequestConfig {
  const config = seen.at(-1);
  if (!config) throw new Error('no request was sent');
  return config;
}

beforeEach(() => {
  seen = [];
  bindings = {
    getToken: jest.fn(() => 'tok-123'),
    onRefreshToken: jest.fn(),
    onUnauthorized: jest.fn(),
    notifyError: jest.fn(),
  };
  unbind = bindApiClient(bindings);
});

afterEach(() => {
  unbind();
  apiClient.defaults.adapter = originalAdapter;
  setSiteConfig(DEFAULT_SITE_CONFIG);
});

describe('envelope success (SPEC §7)', () => {
  it.each([0, 200])('resolves with data when the body code is %i', async (code) => {
    reply({ data: { code, msg: 'ok', data: { id: 7 } } });
    await expect(apiGet('/web/index/getWebsiteMenu')).resolves.toEqual({ id: 7 });
    expect(bindings.notifyError).not.toHaveBeenCalled();
  });

  it('apiPost sends the JSON body and unwraps data', async () => {
    reply({ data: { code: 0, msg: '', data: true } });
    await expect(apiPost('/user/order/create', { serviceId: 2 })).resolves.toBe(true);
    expect(lastConfig().method).toBe('post');
    expect(JSON.parse(String(lastConfig().data))).toEqual({ serviceId: 2 });
  });
});

describe('envelope failure (SPEC §8)', () => {
  const body = { code: 500, msg: '余额不足，请先充值', data: null };

  it('toasts the body msg and rejects with an ApiFailure carrying the envelope', async () => {
    reply({ data: body });
    const failure = await failureOf(apiGet('/user/order/pay'));
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({
      code: 500,
      msg: '余额不足，请先充值',
      data: null,
      status: 200,
    });
    expect(failure.message).toBe('余额不足，请先充值');
    expect(bindings.notifyError).toHaveBeenCalledTimes(1);
    expect(bindings.notifyError).toHaveBeenCalledWith('余额不足，请先充值');
  });

  it.each(['/user/login/login', '/user/login/smsCodeLogin'])(
    'does not toast failures of %s but still rejects',
    async (path) => {
      const wrong = { code: 1001, msg: '账号或密码错误', data: null };
      reply({ data: wrong });
      const failure = await failureOf(apiPost(path, { phone: '13800000000' }));
      expect(failure).toMatchObject({ code: 1001, msg: '账号或密码错误' });
      expect(bindings.notifyError).not.toHaveBeenCalled();
    },
  );

  it('does not toast when the call is silent', async () => {
    reply({ data: body });
    await expect(failureOf(apiGet('/user/order/pay', { silent: true }))).resolves.toMatchObject({
      code: 500,
    });
    expect(bindings.notifyError).not.toHaveBeenCalled();
  });

  it('toasts the msg of an envelope sent with an HTTP error status', async () => {
    fail(httpError(500, { code: 500, msg: '服务繁忙', data: null }));
    const failure = await failureOf(apiGet('/web/news/list'));
    expect(failure).toMatchObject({ code: 500, msg: '服务繁忙', status: 500 });
    expect(bindings.notifyError).toHaveBeenCalledWith('服务繁忙');
  });

  it('toasts NETWORK_ERROR_MSG on a network error', async () => {
    fail((config) => new AxiosError('Network Error', 'ERR_NETWORK', config));
    const failure = await failureOf(apiGet('/web/news/list'));
    expect(failure).toMatchObject({ code: -1, msg: NETWORK_ERROR_MSG, status: undefined });
    expect(bindings.notifyError).toHaveBeenCalledWith(NETWORK_ERROR_MSG);
  });
});

describe('not found', () => {
  it('rejects a 404 envelope with a failure that knows it is not found', async () => {
    fail(httpError(404, { code: 40401, msg: '内容不存在', data: null }));
    const failure = await failureOf(apiGet('/web/support/details/99'));
    expect(failure.isNotFound()).toBe(true);
    expect(failure).toMatchObject({ code: 40401, status: 404 });
  });

  it('keeps the HTTP status when a 5xx answer has no envelope', async () => {
    fail(httpError(502, '<html>Bad Gateway</html>'));
    const failure = await failureOf(apiGet('/web/news/list'));
    expect(failure).toMatchObject({ code: 502, status: 502, msg: NETWORK_ERROR_MSG });
    expect(failure.isNotFound()).toBe(false);
  });
});

describe('HTTP 401 (SPEC §4)', () => {
  it('calls onUnauthorized, does not toast, and rejects', async () => {
    fail(httpError(401, { code: 401, msg: '登录已过期', data: null }));
    const failure = await failureOf(apiGet('/user/user/getUserInfo'));
    expect(failure.isUnauthorized()).toBe(true);
    expect(failure.status).toBe(401);
    expect(bindings.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(bindings.notifyError).not.toHaveBeenCalled();
  });
});

describe('token headers', () => {
  it('passes a refreshtoken response header to onRefreshToken', async () => {
    reply({ data: { code: 0, msg: '', data: null }, headers: { refreshtoken: 'tok-new' } });
    await apiGet('/user/user/getUserInfo');
    expect(bindings.onRefreshToken).toHaveBeenCalledWith('tok-new');
  });

  it('does not call onRefreshToken without the header', async () => {
    reply({ data: { code: 0, msg: '', data: null } });
    await apiGet('/user/user/getUserInfo');
    expect(bindings.onRefreshToken).not.toHaveBeenCalled();
  });

  it('sends the token from getToken as Authorization', async () => {
    reply({ data: { code: 0, msg: '', data: null } });
    await apiGet('/user/user/getUserInfo');
    expect(lastConfig().headers.get('Authorization')).toBe('tok-123');
  });

  it('sends the token to this site only, never to another host (the coverage host, SPEC §9)', async () => {
    reply({ data: { code: 0, msg: '', data: null } });
    await apiGet(`${window.location.origin}/api/coverage/regions`);
    expect(lastConfig().headers.get('Authorization')).toBe('tok-123');
    reply({ data: { code: 0, msg: '', data: null } });
    await apiGet('https://coverage.example.com/coverage/regions');
    expect(lastConfig().headers.has('Authorization')).toBe(false);
    reply({ data: { code: 0, msg: '', data: null } });
    await apiGet('//coverage.example.com/coverage/regions');
    expect(lastConfig().headers.has('Authorization')).toBe(false);
  });

  it('sends no Authorization header when the token is empty', async () => {
    bindings.getToken.mockReturnValue('');
    reply({ data: { code: 0, msg: '', data: null } });
    await apiGet('/web/index/getWebsiteMenu');
    expect(lastConfig().headers.has('Authorization')).toBe(false);
  });
});

describe('blob and base URL', () => {
  it('apiBlob returns the Blob as is, without an envelope check', async () => {
    const file = new Blob(['发票内容'], { type: 'application/pdf' });
    reply({ data: file });
    await expect(apiBlob('/user/invoice/download?id=3')).resolves.toBe(file);
    expect(lastConfig().responseType).toBe('blob');
    expect(bindings.notifyError).not.toHaveBeenCalled();
  });

  it('uses /api by default and follows setSiteConfig().apiBase', async () => {
    reply({ data: { code: 0, msg: '', data: null } });
    await apiGet('/web/index/getWebsiteMenu');
    expect(lastConfig().baseURL).toBe('/api');
    setSiteConfig({ ...DEFAULT_SITE_CONFIG, apiBase: 'https://api.example.com/api' });
    await apiGet('/web/index/getWebsiteMenu');
    expect(lastConfig().baseURL).toBe('https://api.example.com/api');
  });
});

describe('axios loads on the first call', () => {
  it('turns a failed load into a toasted network ApiFailure, and the next call loads it', async () => {
    await jest.isolateModulesAsync(async () => {
      let offline = true;
      jest.doMock('axios', () => {
        if (offline) throw new Error('Loading chunk axios failed');
        return jest.requireActual<typeof import('axios')>('axios');
      });
      const client = await import('./client');
      const notifyError = jest.fn();
      client.bindApiClient({ ...bindings, notifyError });
      const failure: unknown = await client.loadApiClient().catch((error: unknown) => error);
      expect(failure).toMatchObject({ name: 'ApiFailure', code: -1, msg: NETWORK_ERROR_MSG });
      expect(notifyError).toHaveBeenCalledWith(NETWORK_ERROR_MSG);
      // A preload never toasts.
      client.preloadApiClient();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(notifyError).toHaveBeenCalledTimes(1);
      offline = false;
      const loaded = await client.loadApiClient();
      expect(typeof loaded.get).toBe('function');
      expect(await client.loadApiClient()).toBe(loaded);
    });
    jest.dontMock('axios');
  });
});
