import type { ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { ApiFailure } from '@xingheng/shared';
import { renderRoute } from '@xingheng/shared/testing';
import { answerUserInfoInEachTest } from '#testing/loginTestKit';
import type { CaptchaProvider } from '../../lib/captcha/types';
import { LoginDepsContext } from '../../features/login/loginDeps';
import {
  OAuthLoginDepsContext,
  type OAuthLoginDeps,
} from '../../features/oauthLogin/oauthLoginDeps';
import { routes } from '../../exposes/routes';
import { loginPath, paths } from '../../paths';

// Typing into antd fields is slow on a loaded CI machine (cold lazy page, many events).
jest.setTimeout(30000);

const USER = { phone: '13912345678', countNoPayServerOrder: 0 };
/** A page outside mf-account: the test router shows its address as the heading. */
const ELSEWHERE = '/aboutus';
const SANDBOX_URL = '/api/dev/oauth/wechat/authorize?appid=wx&state=s#wechat_redirect';

// getUserInfo after login: mocked at the axios instance (the network boundary).
answerUserInfoInEachTest(USER);

/** Opens `url` in mf-account's route group with fake WeChat / QQ calls. */
function renderOAuth(url: string, deps: Partial<OAuthLoginDeps> = {}) {
  const fakes: OAuthLoginDeps = {
    authorizeUrl: jest.fn(async () => SANDBOX_URL),
    login: jest.fn(async () => ({ bindTicket: 'bt-1', nickname: '小星', redirect: ELSEWHERE })),
    sendSms: jest.fn(async () => ({ resendInSec: 60, expiresInSec: 300 })),
    bind: jest.fn(async () => ({ token: 'token-bound', redirect: ELSEWHERE })),
    go: jest.fn(),
    ...deps,
  };
  const captcha: CaptchaProvider = {
    verify: jest.fn(async () => ({ ret: 0, ticket: 'tk-b', randstr: 'rs-b' })),
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LoginDepsContext value={{ login: jest.fn(), captcha }}>
      <OAuthLoginDepsContext value={fakes}>{children}</OAuthLoginDepsContext>
    </LoginDepsContext>
  );
  return { ...renderRoute(routes, { path: url, wrapper }), ...fakes, captcha };
}

const callback = (query: Record<string, string>) =>
  `${paths.login}?${new URLSearchParams({ platform: 'wechat', ...query }).toString()}`;

test('微信 and QQ are offered under 其他登录方式 and lead to the provider, keyboard too', async () => {
  const { authorizeUrl, go, user } = renderOAuth(loginPath('/order?tab=2'));
  expect(await screen.findByRole('heading', { name: '其他登录方式' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'QQ' })).toBeEnabled();
  screen.getByRole('button', { name: '微信' }).focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(go).toHaveBeenCalledWith(SANDBOX_URL));
  expect(authorizeUrl).toHaveBeenCalledWith('wechat', '/order?tab=2');
});

test('a platform that cannot start shows the API message and can be tried again', async () => {
  const authorizeUrl = jest.fn(async () => {
    throw new ApiFailure({
      code: 50300,
      msg: 'QQ登录暂不可用，请稍后再试或使用其他方式登录',
      status: 503,
    });
  });
  const { go, user } = renderOAuth(paths.login, { authorizeUrl });
  await user.click(await screen.findByRole('button', { name: 'QQ' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('QQ登录暂不可用');
  expect(go).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'QQ' })).toBeEnabled();
  expect(authorizeUrl).toHaveBeenCalledWith('qq', '/');
});

test('a bound account logs straight in and goes to the redirect', async () => {
  const login = jest.fn(async () => ({ token: 'token-wx', redirect: ELSEWHERE }));
  const { store, router } = renderOAuth(callback({ code: 'c1', state: 's1' }), { login });
  expect(await screen.findByRole('heading', { name: ELSEWHERE })).toBeInTheDocument();
  expect(login).toHaveBeenCalledTimes(1);
  expect(login).toHaveBeenCalledWith('wechat', { code: 'c1', state: 's1' });
  expect(store.getState().auth.authenticated).toBe('token-wx');
  await waitFor(() => expect(store.getState().auth.userInfo).toEqual(USER));
  expect(router.state.historyAction).toBe('REPLACE');
});

test('a first login binds a phone with an SMS code, then logs in', async () => {
  const { sendSms, bind, store, user, captcha } = renderOAuth(
    callback({ code: 'c2', state: 's2' }),
  );
  expect(await screen.findByRole('heading', { name: '绑定手机号' })).toBeInTheDocument();
  expect(screen.getByText(/微信用户「小星」首次登录星衡时空/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /绑定并登录/ }));
  expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
  expect(await screen.findByText('请输入短信验证码')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  expect(sendSms).not.toHaveBeenCalled();
  await user.type(screen.getByLabelText('手机号'), '13912345678');
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  expect(captcha.verify).toHaveBeenCalledTimes(1);
  expect(sendSms).toHaveBeenCalledWith('wechat', {
    phone: '13912345678',
    bindTicket: 'bt-1',
    ticket: 'tk-b',
    rand: 'rs-b',
  });
  expect(await screen.findByRole('button', { name: /60 秒后重新获取/ })).toBeDisabled();
  await user.type(screen.getByLabelText('短信验证码'), '123456');
  await user.click(screen.getByRole('button', { name: /绑定并登录/ }));
  expect(await screen.findByRole('heading', { name: ELSEWHERE })).toBeInTheDocument();
  expect(bind).toHaveBeenCalledWith('wechat', {
    bindTicket: 'bt-1',
    phone: '13912345678',
    code: '123456',
  });
  expect(store.getState().auth.authenticated).toBe('token-bound');
});

test('a refused binding shows the API message inline', async () => {
  const bind = jest.fn(async () => {
    throw new ApiFailure({
      code: 40064,
      msg: '该手机号已绑定其他微信，请更换手机号，或使用原来的微信登录',
      status: 400,
    });
  });
  const { store, user } = renderOAuth(callback({ code: 'c3', state: 's3' }), { bind });
  await user.type(await screen.findByLabelText('手机号'), '13800138000');
  await user.type(screen.getByLabelText('短信验证码'), '654321');
  await user.click(screen.getByRole('button', { name: /绑定并登录/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent('该手机号已绑定其他微信');
  expect(store.getState().auth.authenticated).toBe('');
});

test.each([
  [{ error: 'access_denied', state: 's' }, '你已取消微信授权，可以重新登录或使用其他方式登录'],
  [{ state: 's' }, '微信授权未完成，请重新登录'],
])('a callback without a code (%o) explains and offers 重新登录', async (query, message) => {
  const { login, router, user } = renderOAuth(callback(query));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(login).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: '重新登录' }));
  await waitFor(() => expect(router.state.location.search).toBe(''));
  expect(await screen.findByRole('button', { name: '微信' })).toBeInTheDocument();
});

test('an expired state shows the API message', async () => {
  const login = jest.fn(async () => {
    throw new ApiFailure({ code: 40060, msg: '登录请求已失效，请重新发起QQ登录', status: 400 });
  });
  renderOAuth(`${paths.login}?platform=qq&code=c&state=s`, { login });
  expect(await screen.findByRole('alert')).toHaveTextContent('登录请求已失效，请重新发起QQ登录');
  expect(login).toHaveBeenCalledWith('qq', { code: 'c', state: 's' });
});
