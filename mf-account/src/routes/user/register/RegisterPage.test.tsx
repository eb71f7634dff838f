import type { ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ApiFailure } from '@xingheng/shared';
import { renderRoute } from '@xingheng/shared/testing';
import { answerUserInfoInEachTest, PASSED_TICKET, passingCaptcha } from '#testing/loginTestKit';
import { routes } from '../../../exposes/routes';
import {
  PhoneAccountDepsContext,
  type PhoneAccountDeps,
} from '../../../features/phoneAccount/phoneAccountDeps';
import { paths } from '../../../paths';

// Typing is slow on a loaded CI machine (cold lazy page, many events).
jest.setTimeout(30000);

const PHONE = '13912345678';

// getUserInfo of the new account, at the axios instance (the network boundary).
answerUserInfoInEachTest({ phone: PHONE, countNoPayServerOrder: 0 });

function fakes(overrides: Partial<PhoneAccountDeps> = {}) {
  return {
    sendRegisterSms: jest.fn(async () => ({ resendInSec: 60, expiresInSec: 300 })),
    sendResetPwdSms: jest.fn(async () => ({ resendInSec: 60, expiresInSec: 300 })),
    verifySmsCode: jest.fn(async () => ({ smsTicket: 'st-1', expiresInSec: 600 })),
    phoneRegister: jest.fn(async () => ({ token: 'token-new' })),
    resetPassword: jest.fn(async () => null),
    captcha: passingCaptcha(),
    ...overrides,
  };
}

async function renderRegister(url: string, deps = fakes()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PhoneAccountDepsContext value={deps}>{children}</PhoneAccountDepsContext>
  );
  const view = renderRoute(routes, { path: url, wrapper });
  await screen.findByRole('heading', { level: 1, name: '注册星衡时空账号' });
  return { ...view, deps };
}

async function fill(user: UserEvent, password = 'Beidou2026x', confirm = password) {
  await user.type(screen.getByLabelText('手机号'), PHONE);
  await user.type(screen.getByLabelText('短信验证码'), '123456');
  await user.type(screen.getByLabelText('设置密码'), password);
  await user.type(screen.getByLabelText('确认密码'), confirm);
}

test('captcha before the code is sent, then the button counts down', async () => {
  const { deps, user } = await renderRegister(paths.register);
  await user.type(screen.getByLabelText('手机号'), PHONE);
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  await waitFor(() =>
    expect(deps.sendRegisterSms).toHaveBeenCalledWith({
      phone: PHONE,
      ...PASSED_TICKET,
    }),
  );
  expect(await screen.findByRole('button', { name: /60 秒后重新获取/ })).toBeDisabled();
});

test('a failed captcha sends nothing and says nothing (SPEC §5)', async () => {
  const deps = fakes({
    captcha: { verify: jest.fn(async () => ({ ret: 2, ticket: '', randstr: '' })) },
  });
  const { user } = await renderRegister(paths.register, deps);
  await user.type(screen.getByLabelText('手机号'), PHONE);
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  await waitFor(() => expect(deps.captcha.verify).toHaveBeenCalled());
  expect(deps.sendRegisterSms).not.toHaveBeenCalled();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a registered phone gets the message and a link to log in', async () => {
  const deps = fakes({
    sendRegisterSms: jest.fn(async () => {
      throw new ApiFailure({ code: 40040, msg: '该手机号已注册，请直接登录', status: 400 });
    }),
  });
  const { user } = await renderRegister(paths.register, deps);
  await user.type(screen.getByLabelText('手机号'), PHONE);
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  expect(await screen.findByText('该手机号已注册，请直接登录')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '使用该手机号登录' })).toHaveAttribute('href', '/login');
});

test('Chinese messages for a weak password, a mismatch and missing consent; nothing is sent', async () => {
  const { deps, user } = await renderRegister(paths.register);
  await fill(user, 'abcdefgh', 'abcdefgx');
  await user.click(screen.getByRole('button', { name: /注\s*册/ }));
  expect(await screen.findByText('密码须同时包含字母和数字')).toBeInTheDocument();
  expect(screen.getByText('两次输入的密码不一致')).toBeInTheDocument();
  expect(screen.getByText('请阅读并同意《用户协议》和《隐私政策》')).toBeInTheDocument();
  expect(deps.verifySmsCode).not.toHaveBeenCalled();
});

test('确认密码 is checked again when the password changes', async () => {
  const { user } = await renderRegister(paths.register);
  await user.type(screen.getByLabelText('设置密码'), 'Beidou2026x');
  await user.type(screen.getByLabelText('确认密码'), 'Beidou2026');
  await user.click(screen.getByRole('button', { name: /注\s*册/ }));
  expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
  await user.type(screen.getByLabelText('设置密码'), '{Backspace}');
  expect(screen.queryByText('两次输入的密码不一致')).not.toBeInTheDocument();
});

test('ticking the consent box clears its message', async () => {
  const { user } = await renderRegister(paths.register);
  await user.click(screen.getByRole('button', { name: /注\s*册/ }));
  const consent = '请阅读并同意《用户协议》和《隐私政策》';
  expect(await screen.findByText(consent)).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }));
  expect(screen.queryByText(consent)).not.toBeInTheDocument();
});

test('shows the strength of the password as it is typed', async () => {
  const { user } = await renderRegister(paths.register);
  await user.type(screen.getByLabelText('设置密码'), 'abc12345');
  expect(screen.getByRole('status')).toHaveTextContent('密码强度：弱');
  await user.type(screen.getByLabelText('设置密码'), 'X@yz');
  expect(screen.getByRole('status')).toHaveTextContent('密码强度：强');
});

test('the consent links open the terms of use and the privacy policy', async () => {
  await renderRegister(paths.register);
  expect(screen.getByRole('link', { name: '《用户协议》' })).toHaveAttribute(
    'href',
    '/support/details/10',
  );
  expect(screen.getByRole('link', { name: '《隐私政策》' })).toHaveAttribute(
    'href',
    '/support/details/9',
  );
});

test('registers, stores the token and goes to the redirect', async () => {
  const { deps, store, user } = await renderRegister(
    `${paths.register}?redirect=%2Fnews%2Fdetails%2F3`,
  );
  await fill(user);
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: /注\s*册/ }));
  expect(await screen.findByRole('heading', { name: '/news/details/3' })).toBeInTheDocument();
  expect(deps.verifySmsCode).toHaveBeenCalledWith({
    phone: PHONE,
    code: '123456',
    purpose: 'register',
  });
  expect(deps.phoneRegister).toHaveBeenCalledWith({
    phone: PHONE,
    smsTicket: 'st-1',
    password: 'Beidou2026x',
    agree: true,
  });
  expect(store.getState().auth.authenticated).toBe('token-new');
});

test('a refused registration shows the API message and a retry reuses the SMS ticket', async () => {
  const phoneRegister = jest
    .fn()
    .mockRejectedValueOnce(
      new ApiFailure({ code: 50000, msg: '服务器繁忙，请稍后再试', status: 500 }),
    )
    .mockResolvedValueOnce({ token: 'token-new' });
  const { deps, store, user } = await renderRegister(paths.register, fakes({ phoneRegister }));
  await fill(user);
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: /注\s*册/ }));
  expect(await screen.findByText('服务器繁忙，请稍后再试')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /注\s*册/ }));
  await waitFor(() => expect(store.getState().auth.authenticated).toBe('token-new'));
  expect(deps.verifySmsCode).toHaveBeenCalledTimes(1);
});
