import type { ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ApiFailure } from '@xingheng/shared';
import { renderRoute } from '@xingheng/shared/testing';
import { answerUserInfoInEachTest, PASSED_TICKET, passingCaptcha } from '#testing/loginTestKit';
import type { CaptchaProvider } from '../../lib/captcha/types';
import { LoginDepsContext, type LoginDeps } from '../../features/login/loginDeps';
import { routes } from '../../exposes/routes';
import { loginPath, paths, sitePaths } from '../../paths';

const USER = { phone: '13812345678', countNoPayServerOrder: 0 };

// getUserInfo after login: mocked at the axios instance (the network boundary).
answerUserInfoInEachTest(USER);

/**
 * Opens `url` in mf-account's real route group (as the shell mounts it) with a fake login call and
 * captcha; any other address shows a heading with that address.
 */
async function renderLogin(url: string, deps: Partial<LoginDeps> = {}) {
  const captcha: CaptchaProvider = passingCaptcha();
  const login = jest.fn(async () => ({ token: 'token-abc' }));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LoginDepsContext value={{ login, captcha, ...deps }}>{children}</LoginDepsContext>
  );
  const view = renderRoute(routes, { path: url, wrapper });
  await screen.findByRole('heading', { level: 1, name: '登录星衡时空' });
  return { ...view, login, captcha };
}

async function fillAndSubmit(user: UserEvent, phone: string, password: string) {
  if (phone) await user.type(screen.getByLabelText('手机号'), phone);
  if (password) await user.type(screen.getByLabelText('密码'), password);
  await user.click(screen.getByRole('button', { name: /登\s*录/ }));
}

test('shows the page title and Chinese messages for empty fields', async () => {
  const { login, user } = await renderLogin(paths.login);
  expect(screen.getByRole('heading', { level: 1, name: '登录星衡时空' })).toBeInTheDocument();
  await fillAndSubmit(user, '', '');
  expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
  expect(await screen.findByText('请输入密码')).toBeInTheDocument();
  expect(login).not.toHaveBeenCalled();
});

test('rejects an invalid phone and a short password', async () => {
  const { login, captcha, user } = await renderLogin(paths.login);
  await fillAndSubmit(user, '12345678901', '12345');
  expect(await screen.findByText('请输入正确的 11 位手机号')).toBeInTheDocument();
  expect(await screen.findByText('密码长度为 6–20 位')).toBeInTheDocument();
  expect(captcha.verify).not.toHaveBeenCalled();
  expect(login).not.toHaveBeenCalled();
});

test('a captcha that does not pass sends no login and shows no message', async () => {
  const captcha: CaptchaProvider = {
    verify: jest.fn(async () => ({ ret: 2, ticket: '', randstr: '' })),
  };
  const { login, store, user } = await renderLogin(paths.login, { captcha });
  await fillAndSubmit(user, '13812345678', 'secret123');
  await waitFor(() => expect(captcha.verify).toHaveBeenCalled());
  await waitFor(() => expect(screen.getByRole('button', { name: /登\s*录/ })).toBeEnabled());
  expect(login).not.toHaveBeenCalled();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(store.getState().auth.authenticated).toBe('');
});

test('a successful login stores the token and goes to the sanitised redirect', async () => {
  const { login, store, router, user } = await renderLogin(loginPath('/news/details/3'));
  await fillAndSubmit(user, '13812345678', 'secret123');
  expect(await screen.findByRole('heading', { name: '/news/details/3' })).toBeInTheDocument();
  expect(login).toHaveBeenCalledWith({
    phone: '13812345678',
    password: 'secret123',
    ...PASSED_TICKET,
  });
  expect(store.getState().auth.authenticated).toBe('token-abc');
  await waitFor(() => expect(store.getState().auth.userInfo).toEqual(USER));
  expect(router.state.historyAction).toBe('REPLACE');
});

test('an off-site redirect goes home instead', async () => {
  const { router, user } = await renderLogin(loginPath('https://evil.example'));
  await fillAndSubmit(user, '13812345678', 'secret123');
  expect(await screen.findByRole('heading', { name: sitePaths.home })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/');
});

test("a failed login shows the API's msg inline", async () => {
  const login = jest.fn(async () => {
    throw new ApiFailure({ code: 40012, msg: '手机号或密码错误', status: 200 });
  });
  const { store, user } = await renderLogin(paths.login, { login });
  await fillAndSubmit(user, '13812345678', 'wrongpass');
  expect(await screen.findByRole('alert')).toHaveTextContent('手机号或密码错误');
  expect(store.getState().auth.authenticated).toBe('');
  expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
});
