import type { ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { ApiFailure } from '@xingheng/shared';
import { renderRoute } from '@xingheng/shared/testing';
import { answerUserInfoInEachTest, PASSED_TICKET, passingCaptcha } from '#testing/loginTestKit';
import type { CaptchaProvider } from '../../lib/captcha/types';
import { LoginDepsContext } from '../../features/login/loginDeps';
import { SmsLoginDepsContext, type SmsLoginDeps } from '../../features/smsLogin/smsLoginDeps';
import { routes } from '../../exposes/routes';
import { loginPath, paths } from '../../paths';

// Typing into antd fields is slow on a loaded CI machine (cold lazy page, many events).
jest.setTimeout(30000);

const USER = { phone: '13812345678', countNoPayServerOrder: 0 };

// getUserInfo after login: mocked at the axios instance (the network boundary).
answerUserInfoInEachTest(USER);

/** Opens `url` on the 验证码登录 tab with fake SMS calls and captcha. */
async function renderSmsTab(
  url: string,
  deps: Partial<SmsLoginDeps> = {},
  captcha?: CaptchaProvider,
) {
  const verify: CaptchaProvider = captcha ?? passingCaptcha();
  const send = jest.fn(async () => ({ resendInSec: 60, expiresInSec: 300 }));
  const login = jest.fn(async () => ({ token: 'token-sms' }));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LoginDepsContext value={{ login: jest.fn(), captcha: verify }}>
      <SmsLoginDepsContext value={{ send, login, ...deps }}>{children}</SmsLoginDepsContext>
    </LoginDepsContext>
  );
  const view = renderRoute(routes, { path: url, wrapper });
  await view.user.click(await screen.findByRole('tab', { name: '验证码登录' }));
  return { ...view, send, login, captcha: verify };
}

test('checks the phone before sending, then counts down 60 s', async () => {
  const { send, user } = await renderSmsTab(paths.login);
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
  expect(send).not.toHaveBeenCalled();
  await user.type(screen.getByLabelText('手机号'), '13812345678');
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  expect(send).toHaveBeenCalledWith({ phone: '13812345678', ...PASSED_TICKET });
  const counting = await screen.findByRole('button', { name: /60 秒后重新获取/ });
  expect(counting).toBeDisabled();
});

test('asks for a code only after the captcha passes (every SMS send is captcha-gated)', async () => {
  const captcha: CaptchaProvider = {
    verify: jest.fn(async () => ({ ret: 2, ticket: '', randstr: '' })),
  };
  const { send, user } = await renderSmsTab(paths.login, {}, captcha);
  await user.type(screen.getByLabelText('手机号'), '13812345678');
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  await waitFor(() => expect(captcha.verify).toHaveBeenCalled());
  expect(send).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('shows a refused send inline', async () => {
  const send = jest.fn(async () => {
    throw new ApiFailure({ code: 42901, msg: '发送过于频繁，请 40 秒后再试', status: 429 });
  });
  const { user } = await renderSmsTab(paths.login, { send });
  await user.type(screen.getByLabelText('手机号'), '13812345678');
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('发送过于频繁，请 40 秒后再试');
  expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
});

test('logs in with the code after the captcha and goes to the redirect', async () => {
  const { login, store, router, user } = await renderSmsTab(loginPath('/news/details/3'));
  await user.type(screen.getByLabelText('手机号'), '13812345678');
  await user.type(screen.getByLabelText('短信验证码'), '123456');
  await user.click(screen.getByRole('button', { name: /登\s*录/ }));
  expect(await screen.findByRole('heading', { name: '/news/details/3' })).toBeInTheDocument();
  expect(login).toHaveBeenCalledWith({
    phone: '13812345678',
    code: '123456',
    ...PASSED_TICKET,
  });
  expect(store.getState().auth.authenticated).toBe('token-sms');
  expect(router.state.historyAction).toBe('REPLACE');
});

test('a wrong code shows the API message inline; a failed captcha sends nothing', async () => {
  const login = jest.fn(async () => {
    throw new ApiFailure({ code: 40020, msg: '短信验证码错误，还可尝试 4 次', status: 400 });
  });
  const { user } = await renderSmsTab(paths.login, { login });
  await user.type(screen.getByLabelText('手机号'), '13812345678');
  await user.type(screen.getByLabelText('短信验证码'), '12345');
  await user.click(screen.getByRole('button', { name: /登\s*录/ }));
  expect(await screen.findByText('短信验证码为 6 位数字')).toBeInTheDocument();
  expect(login).not.toHaveBeenCalled();
  await user.type(screen.getByLabelText('短信验证码'), '6');
  await user.click(screen.getByRole('button', { name: /登\s*录/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent('短信验证码错误，还可尝试 4 次');
});

test('a captcha that does not pass sends no login and shows no message', async () => {
  const captcha: CaptchaProvider = {
    verify: jest.fn(async () => ({ ret: 2, ticket: '', randstr: '' })),
  };
  const { login, user } = await renderSmsTab(paths.login, {}, captcha);
  await user.type(screen.getByLabelText('手机号'), '13812345678');
  await user.type(screen.getByLabelText('短信验证码'), '123456');
  await user.click(screen.getByRole('button', { name: /登\s*录/ }));
  await waitFor(() => expect(captcha.verify).toHaveBeenCalled());
  expect(login).not.toHaveBeenCalled();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
