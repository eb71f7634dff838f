import { fakeOAuthApi, FAKE_OAUTH, type FakeOAuthApi } from '../test/fakeOAuthApi';
import { OAuthExchangeError, type OAuthLog } from './provider';
import { qqProvider } from './qq';
import { wechatProvider } from './wechat';

/** The real WeChat and QQ code exchanges against a fake of their APIs (docs/api.md). */

const REDIRECT = 'https://www.example.com/login?platform=qq';
let fake: FakeOAuthApi;
let logged: string[];
const log: OAuthLog = {
  warn: (details, message) => logged.push(`${message} ${JSON.stringify(details)}`),
};

beforeEach(() => {
  fake = fakeOAuthApi();
  logged = [];
});

const wechat = (appSecret: string | null = FAKE_OAUTH.wechatAppSecret) =>
  wechatProvider({ appSecret, fetch: fake.fetch, log, timeoutMs: 200 });
const qq = (appKey: string | null = FAKE_OAUTH.qqAppKey) =>
  qqProvider({ appKey, fetch: fake.fetch, log, timeoutMs: 200 });

async function reason(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof OAuthExchangeError) return error.reason;
    throw error;
  }
  return 'resolved';
}

/** No log line carries a secret, a code or an access token. */
function expectCleanLogs(...secrets: string[]) {
  for (const line of logged) for (const secret of secrets) expect(line).not.toContain(secret);
}

describe('WeChat', () => {
  it('builds the qrconnect URL with the app id, redirect_uri and state', () => {
    const url = wechat().authorizeUrl({ appId: 'wx1', redirectUri: REDIRECT, state: 'st' });
    expect(url).toBe(
      'https://open.weixin.qq.com/connect/qrconnect?appid=wx1&redirect_uri=' +
        encodeURIComponent(REDIRECT) +
        '&response_type=code&scope=snsapi_login&state=st#wechat_redirect',
    );
  });

  it('trades a code for the unionid and nickname, once', async () => {
    const user = { openid: 'o-wx-1', unionid: 'u-wx-1', nickname: ' 小星\u0007 ' };
    const code = fake.issueCode('wechat', user);
    const request = { code, appId: FAKE_OAUTH.wechatAppId, redirectUri: REDIRECT };
    await expect(wechat().exchange(request)).resolves.toEqual({
      openid: 'u-wx-1',
      nickname: '小星',
    });
    expect(await reason(wechat().exchange(request))).toBe('refused');
    expect(fake.urls[0]).toContain(`secret=${FAKE_OAUTH.wechatAppSecret}`);
    expectCleanLogs(FAKE_OAUTH.wechatAppSecret, code, 'token-1');
  });

  it('uses the openid when WeChat gives no unionid', async () => {
    const code = fake.issueCode('wechat', { openid: 'o-wx-2', nickname: 'n' });
    const identity = await wechat().exchange({
      code,
      appId: FAKE_OAUTH.wechatAppId,
      redirectUri: REDIRECT,
    });
    expect(identity.openid).toBe('o-wx-2');
  });

  it('refuses a made-up code; a wrong secret or no secret is our configuration', async () => {
    const appId = FAKE_OAUTH.wechatAppId;
    expect(await reason(wechat().exchange({ code: 'made-up', appId, redirectUri: REDIRECT }))).toBe(
      'refused',
    );
    const code = fake.issueCode('wechat', { openid: 'o', nickname: 'n' });
    expect(await reason(wechat('wrong').exchange({ code, appId, redirectUri: REDIRECT }))).toBe(
      'unavailable',
    );
    expect(await reason(wechat(null).exchange({ code, appId, redirectUri: REDIRECT }))).toBe(
      'unavailable',
    );
    expectCleanLogs('wrong', code);
  });

  it.each(['error-status', 'garbage', 'silent'] as const)(
    'is unavailable when the API is %s',
    async (mode) => {
      fake.mode = mode;
      const code = fake.issueCode('wechat', { openid: 'o', nickname: 'n' });
      const request = { code, appId: FAKE_OAUTH.wechatAppId, redirectUri: REDIRECT };
      expect(await reason(wechat().exchange(request))).toBe('unavailable');
      expectCleanLogs(FAKE_OAUTH.wechatAppSecret, code);
    },
  );
});

describe('QQ', () => {
  it('builds the authorize URL with the client id, redirect_uri and state', () => {
    const url = qq().authorizeUrl({ appId: '1010', redirectUri: REDIRECT, state: 'st' });
    expect(url).toBe(
      'https://graph.qq.com/oauth2.0/authorize?response_type=code&client_id=1010&redirect_uri=' +
        encodeURIComponent(REDIRECT) +
        '&state=st',
    );
  });

  it('trades a code for the openid and nickname, once, with the same redirect_uri', async () => {
    const code = fake.issueCode('qq', { openid: 'o-qq-1', nickname: 'QQ 用户' }, REDIRECT);
    const request = { code, appId: FAKE_OAUTH.qqAppId, redirectUri: REDIRECT };
    await expect(qq().exchange(request)).resolves.toEqual({
      openid: 'o-qq-1',
      nickname: 'QQ 用户',
    });
    expect(await reason(qq().exchange(request))).toBe('refused');
    expectCleanLogs(FAKE_OAUTH.qqAppKey, code, 'token-1');
  });

  it('refuses a made-up code; another redirect_uri or a wrong key is our configuration', async () => {
    const appId = FAKE_OAUTH.qqAppId;
    expect(await reason(qq().exchange({ code: 'made-up', appId, redirectUri: REDIRECT }))).toBe(
      'refused',
    );
    const code = fake.issueCode('qq', { openid: 'o', nickname: 'n' }, REDIRECT);
    expect(await reason(qq().exchange({ code, appId, redirectUri: `${REDIRECT}&x=1` }))).toBe(
      'unavailable',
    );
    expect(await reason(qq('wrong').exchange({ code, appId, redirectUri: REDIRECT }))).toBe(
      'unavailable',
    );
    expect(await reason(qq(null).exchange({ code, appId, redirectUri: REDIRECT }))).toBe(
      'unavailable',
    );
  });

  it.each(['error-status', 'garbage', 'silent'] as const)(
    'is unavailable when the API is %s',
    async (mode) => {
      fake.mode = mode;
      const code = fake.issueCode('qq', { openid: 'o', nickname: 'n' }, REDIRECT);
      const request = { code, appId: FAKE_OAUTH.qqAppId, redirectUri: REDIRECT };
      expect(await reason(qq().exchange(request))).toBe('unavailable');
      expectCleanLogs(FAKE_OAUTH.qqAppKey, code);
    },
  );
});
