import { oauthLiveSecretsFromEnv, oauthProviderMode } from './setting';

/** Which provider WeChat and QQ login use (docs/api.md "WeChat and QQ login"). */
describe('oauthProviderMode', () => {
  it('is the sandbox by default, live when asked for', () => {
    expect(oauthProviderMode({}, {})).toBe('sandbox');
    expect(oauthProviderMode({}, { XH_OAUTH_PROVIDER: 'live' })).toBe('live');
    expect(oauthProviderMode({ provider: 'sandbox' }, { XH_OAUTH_PROVIDER: 'live' })).toBe(
      'sandbox',
    );
  });

  it('refuses an unknown mode', () => {
    expect(() => oauthProviderMode({}, { XH_OAUTH_PROVIDER: 'wechat' })).toThrow('sandbox 或 live');
  });

  it('is live by default in production, and refuses the sandbox there unless allowed', () => {
    expect(oauthProviderMode({}, { NODE_ENV: 'production' })).toBe('live');
    const asked = { NODE_ENV: 'production', XH_OAUTH_PROVIDER: 'sandbox' };
    expect(() => oauthProviderMode({}, asked)).toThrow('不能在生产环境使用');
    expect(() => oauthProviderMode({ provider: 'sandbox' }, { NODE_ENV: 'production' })).toThrow(
      '不能在生产环境使用',
    );
    expect(oauthProviderMode({}, { NODE_ENV: 'production', XH_OAUTH_PROVIDER: 'live' })).toBe(
      'live',
    );
    expect(oauthProviderMode({}, { ...asked, XH_OAUTH_SANDBOX_IN_PRODUCTION: '1' })).toBe(
      'sandbox',
    );
    expect(oauthProviderMode({ allowSandboxInProduction: true }, asked)).toBe('sandbox');
  });
});

test('the live secrets come from the environment, empty meaning none', () => {
  expect(oauthLiveSecretsFromEnv({ WECHAT_LOGIN_APP_SECRET: 's', QQ_LOGIN_APP_KEY: '' })).toEqual({
    wechatAppSecret: 's',
    qqAppKey: null,
  });
});
