import type { ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { ApiFailure, setToken } from '@xingheng/shared';
import { renderRoute } from '@xingheng/shared/testing';
import { PASSED_TICKET, passingCaptcha } from '#testing/loginTestKit';
import { routes } from '../../../exposes/routes';
import {
  PhoneAccountDepsContext,
  type PhoneAccountDeps,
} from '../../../features/phoneAccount/phoneAccountDeps';
import { paths } from '../../../paths';

// Typing is slow on a loaded CI machine (cold lazy page, many events).
jest.setTimeout(30000);

const PHONE = '13800138000';

function fakes(overrides: Partial<PhoneAccountDeps> = {}) {
  return {
    sendRegisterSms: jest.fn(async () => ({ resendInSec: 60, expiresInSec: 300 })),
    sendResetPwdSms: jest.fn(async () => ({ resendInSec: 60, expiresInSec: 300 })),
    verifySmsCode: jest.fn(async () => ({ smsTicket: 'st-9', expiresInSec: 600 })),
    phoneRegister: jest.fn(async () => ({ token: 'unused' })),
    resetPassword: jest.fn(async () => null),
    captcha: passingCaptcha(),
    ...overrides,
  };
}

async function renderReset(deps = fakes()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PhoneAccountDepsContext value={deps}>{children}</PhoneAccountDepsContext>
  );
  const view = renderRoute(routes, { path: paths.resetPassword, wrapper });
  await screen.findByRole('heading', { level: 1, name: '找回密码' });
  return { ...view, deps };
}

test('phone and code, then a new password; the stored token is cleared and login is offered', async () => {
  const { deps, store, user } = await renderReset();
  store.dispatch(setToken('old-session'));
  const steps = screen.getByRole('list', { name: '找回密码步骤' });
  expect(within(steps).getByRole('listitem', { current: 'step' })).toHaveTextContent('验证手机');
  await user.type(screen.getByLabelText('手机号'), PHONE);
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  await waitFor(() =>
    expect(deps.sendResetPwdSms).toHaveBeenCalledWith({
      phone: PHONE,
      ...PASSED_TICKET,
    }),
  );
  await user.type(screen.getByLabelText('短信验证码'), '654321');
  await user.click(screen.getByRole('button', { name: /下一步/ }));
  expect(await screen.findByText('正在为 138****8000 设置新密码')).toBeInTheDocument();
  expect(within(steps).getByRole('listitem', { current: 'step' })).toHaveTextContent('设置新密码');
  expect(deps.verifySmsCode).toHaveBeenCalledWith({
    phone: PHONE,
    code: '654321',
    purpose: 'reset',
  });

  await user.type(screen.getByLabelText('新密码'), 'Galileo2026y');
  await user.type(screen.getByLabelText('确认密码'), 'Galileo2026y');
  await user.click(screen.getByRole('button', { name: /确认重置/ }));
  expect(await screen.findByRole('heading', { level: 2, name: '密码已重置' })).toBeInTheDocument();
  expect(deps.resetPassword).toHaveBeenCalledWith({
    phone: PHONE,
    smsTicket: 'st-9',
    password: 'Galileo2026y',
  });
  expect(store.getState().auth.authenticated).toBe('');
  await user.click(screen.getByRole('link', { name: '去登录' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: '登录星衡时空' }),
  ).toBeInTheDocument();
});

test('a wrong code keeps the person on the first step with the API message', async () => {
  const deps = fakes({
    verifySmsCode: jest.fn(async () => {
      throw new ApiFailure({ code: 40020, msg: '短信验证码错误，还可尝试 4 次', status: 400 });
    }),
  });
  const { user } = await renderReset(deps);
  await user.type(screen.getByLabelText('手机号'), PHONE);
  await user.type(screen.getByLabelText('短信验证码'), '000000');
  await user.click(screen.getByRole('button', { name: /下一步/ }));
  expect(await screen.findByText('短信验证码错误，还可尝试 4 次')).toBeInTheDocument();
  expect(screen.getByLabelText('短信验证码')).toBeInTheDocument();
  expect(deps.resetPassword).not.toHaveBeenCalled();
});

test('Chinese messages for an empty phone and a malformed code', async () => {
  const { deps, user } = await renderReset();
  await user.type(screen.getByLabelText('短信验证码'), '12ab');
  await user.click(screen.getByRole('button', { name: /下一步/ }));
  expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
  expect(screen.getByText('短信验证码为 6 位数字')).toBeInTheDocument();
  expect(deps.verifySmsCode).not.toHaveBeenCalled();
});

test('a new password is checked before the reset; 返回上一步 goes back to the phone', async () => {
  const { deps, user } = await renderReset();
  await user.type(screen.getByLabelText('手机号'), PHONE);
  await user.type(screen.getByLabelText('短信验证码'), '654321');
  await user.click(screen.getByRole('button', { name: /下一步/ }));
  await user.type(await screen.findByLabelText('新密码'), '12345678');
  await user.type(screen.getByLabelText('确认密码'), '12345679');
  await user.click(screen.getByRole('button', { name: /确认重置/ }));
  expect(await screen.findByText('密码须同时包含字母和数字')).toBeInTheDocument();
  expect(screen.getByText('两次输入的密码不一致')).toBeInTheDocument();
  expect(deps.resetPassword).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: '返回上一步' }));
  expect(screen.getByRole('form', { name: '验证手机' })).toBeInTheDocument();
  expect(screen.getByLabelText('手机号')).toHaveValue('');
});
