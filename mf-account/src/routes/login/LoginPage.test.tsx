import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AxiosHeaders } from 'axios';
import * as shared from '@xingheng/shared';
import { AppProviders } from '@xingheng/shared/ui';
import type { CaptchaProvider } from '../../features/captcha/types';
import { LoginDepsContext, type LoginDeps } from '../../features/login/loginDeps';
import { LoginPage } from './LoginPage';

const PASSED = { ret: 0, ticket: 'tk-1', randstr: 'rs-1' };
const USER = { phone: '13812345678', countNoPayServerOrder: 0 };

beforeEach(() => {
  // getUserInfo after login: mocked at the axios instance (the network boundary).
  jest.spyOn(shared.apiClient, 'get').mockResolvedValue({
    data: { code: 0, msg: 'ok', data: USER },
    status: 200,
    statusText: 'OK',
    headers: {},
    config: { headers: new AxiosHeaders() },
  });
});
afterEach(() => jest.restoreAllMocks());

function renderLogin(url: string, deps: Partial<LoginDeps> = {}) {
  const captcha: CaptchaProvider = { verify: jest.fn(async () => PASSED) };
  const login = jest.fn(async () => ({ token: 'token-abc' }));
  const store = shared.makeStore(undefined, { persistToken: false });
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/user/pwd', element: <p>找回密码页</p> },
      { path: '/', element: <p>首页</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <Provider store={store}>
      <AppProviders>
        <LoginDepsContext value={{ login, captcha, ...deps }}>
          <RouterProvider router={router} />
        </LoginDepsContext>
      </AppProviders>
    </Provider>,
  );
  return { store, router, login, captcha };
}

async function fillAndSubmit(phone: string, password: string) {
  const user = userEvent.setup();
  if (phone) await user.type(screen.getByLabelText('手机号'), phone);
  if (password) await user.type(screen.getByLabelText('密码'), password);
  await user.click(screen.getByRole('button', { name: /登\s*录/ }));
}

test('shows the page title and Chinese messages for empty fields', async () => {
  const { login } = renderLogin('/login');
  expect(screen.getByRole('heading', { level: 1, name: '登录星衡时空' })).toBeInTheDocument();
  await fillAndSubmit('', '');
  expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
  expect(await screen.findByText('请输入密码')).toBeInTheDocument();
  expect(login).not.toHaveBeenCalled();
});

test('rejects an invalid phone and a short password', async () => {
  const { login, captcha } = renderLogin('/login');
  await fillAndSubmit('12345678901', '12345');
  expect(await screen.findByText('请输入正确的 11 位手机号')).toBeInTheDocument();
  expect(await screen.findByText('密码长度为 6–20 位')).toBeInTheDocument();
  expect(captcha.verify).not.toHaveBeenCalled();
  expect(login).not.toHaveBeenCalled();
});

test('a captcha that does not pass sends no login and shows no message', async () => {
  const captcha: CaptchaProvider = {
    verify: jest.fn(async () => ({ ret: 2, ticket: '', randstr: '' })),
  };
  const { login, store } = renderLogin('/login', { captcha });
  await fillAndSubmit('13812345678', 'secret123');
  await waitFor(() => expect(captcha.verify).toHaveBeenCalled());
  await waitFor(() => expect(screen.getByRole('button', { name: /登\s*录/ })).toBeEnabled());
  expect(login).not.toHaveBeenCalled();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(store.getState().auth.authenticated).toBe('');
});

test('a successful login stores the token and goes to the sanitised redirect', async () => {
  const { login, store, router } = renderLogin('/login?redirect=%2Fuser%2Fpwd');
  await fillAndSubmit('13812345678', 'secret123');
  expect(await screen.findByText('找回密码页')).toBeInTheDocument();
  expect(login).toHaveBeenCalledWith({
    phone: '13812345678',
    password: 'secret123',
    ticket: 'tk-1',
    rand: 'rs-1',
  });
  expect(store.getState().auth.authenticated).toBe('token-abc');
  await waitFor(() => expect(store.getState().auth.userInfo).toEqual(USER));
  expect(router.state.historyAction).toBe('REPLACE');
});

test('an off-site redirect goes home instead', async () => {
  const { router } = renderLogin('/login?redirect=https://evil.example');
  await fillAndSubmit('13812345678', 'secret123');
  expect(await screen.findByText('首页')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/');
});

test("a failed login shows the API's msg inline", async () => {
  const login = jest.fn(async () => {
    throw { code: 40012, msg: '手机号或密码错误', data: null };
  });
  const { store } = renderLogin('/login', { login });
  await fillAndSubmit('13812345678', 'wrongpass');
  expect(await screen.findByRole('alert')).toHaveTextContent('手机号或密码错误');
  expect(store.getState().auth.authenticated).toBe('');
  expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
});
