import type { ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ApiFailure, hasUnsavedWork, type IdentityInfo } from '@xingheng/shared';
import { renderRoute } from '@xingheng/shared/testing';
import { routes } from '../../../exposes/routes';
import { IdentityDepsContext, type IdentityDeps } from '../../../features/identity/identityDeps';
import { paths } from '../../../paths';

const NONE: IdentityInfo = {
  status: 'none',
  kind: null,
  name: null,
  maskedNumber: null,
  submittedAt: null,
  reviewedAt: null,
  rejectReason: null,
};
const AT = Date.parse('2026-11-24T10:00:00+08:00');
const APPROVED: IdentityInfo = {
  status: 'approved',
  kind: 'personal',
  name: '张三',
  maskedNumber: '1101**********002X',
  submittedAt: AT,
  reviewedAt: AT,
  rejectReason: null,
};
const PENDING: IdentityInfo = {
  status: 'pending',
  kind: 'enterprise',
  name: '深圳星衡时空科技有限公司',
  maskedNumber: '9144**********136T',
  submittedAt: AT,
  reviewedAt: null,
  rejectReason: null,
};
const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4];

// Typing into antd fields is slow in jsdom: fields are filled by pasting (one change event). The
// enterprise test (three uploads, two submissions) took 10-20 s on the 2-core runner and passed
// 30 s once beside the other jest worker: the limit catches a hang, not a slow machine.
jest.setTimeout(60000);

const identityRoute = routes.filter((route) => route.path === paths.identity);
const LOGGED_IN = { auth: { authenticated: 'token-abc', userInfo: null, httpIP: '' } };

/** Opens /user/auth logged in, with fake identity calls; the first `info()` answers `info`. */
async function renderAuth(info: IdentityInfo, deps: Partial<IdentityDeps> = {}) {
  const fakes: IdentityDeps = {
    info: jest.fn(async () => info),
    personal: jest.fn(async () => APPROVED),
    enterprise: jest.fn(async () => PENDING),
    ...deps,
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IdentityDepsContext value={fakes}>{children}</IdentityDepsContext>
  );
  const view = renderRoute(identityRoute, {
    path: paths.identity,
    preloadedState: LOGGED_IN,
    wrapper,
    userOptions: { applyAccept: false },
  });
  await screen.findByRole('heading', { level: 1, name: '实名认证' });
  await screen.findByRole('heading', { name: /认证状态/ });
  return { ...view, fakes };
}

/** Replaces the text of the field labelled `label` with `text`, as one paste. */
async function fill(user: UserEvent, label: string, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.paste(text);
}

function statusCard() {
  return screen.getByRole('region', { name: /认证状态/ });
}

test('sends an anonymous visitor to login with the way back', async () => {
  const { router } = renderRoute(identityRoute, { path: paths.identity });
  expect(
    await screen.findByRole('heading', { name: '/login?redirect=%2Fuser%2Fauth' }),
  ).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
});

test('not verified: Chinese messages for empty and wrong fields, nothing sent', async () => {
  const { user, fakes } = await renderAuth(NONE);
  expect(within(statusCard()).getByText('未认证')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: '个人认证', selected: true })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: '企业认证' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /提交认证/ }));
  expect(await screen.findByText('请输入真实姓名')).toBeInTheDocument();
  expect(await screen.findByText('请输入身份证号')).toBeInTheDocument();

  await fill(user, '真实姓名', 'Zhang San');
  await fill(user, '身份证号', '1101051949');
  await user.click(screen.getByRole('button', { name: /提交认证/ }));
  expect(
    await screen.findByText('姓名须为 2–30 个汉字，少数民族姓名可用“·”分隔'),
  ).toBeInTheDocument();
  expect(await screen.findByText('身份证号须为 18 位')).toBeInTheDocument();

  await fill(user, '身份证号', '110105194912310021');
  expect(await screen.findByText('身份证号不正确，请核对出生日期和末位校验码')).toBeInTheDocument();
  expect(fakes.personal).not.toHaveBeenCalled();
});

test('a valid personal submission shows 已认证 with the masked number', async () => {
  const { user, fakes } = await renderAuth(NONE);
  expect(hasUnsavedWork()).toBe(false);
  await fill(user, '真实姓名', ' 张三 ');
  // Typed and not sent: the shell asks before reloading this tab (docs/releasing.md).
  expect(hasUnsavedWork()).toBe(true);
  await fill(user, '身份证号', '11010519491231002x');
  await user.click(screen.getByRole('button', { name: /提交认证/ }));
  expect(await within(statusCard()).findByText('已认证')).toBeInTheDocument();
  expect(hasUnsavedWork()).toBe(false);
  expect(fakes.personal).toHaveBeenCalledWith({ realName: '张三', idNumber: '11010519491231002X' });
  expect(within(statusCard()).getByText('1101**********002X')).toBeInTheDocument();
  expect(screen.queryByRole('tab', { name: '个人认证' })).not.toBeInTheDocument();
});

test("a refused submission shows the API's message and keeps the form", async () => {
  const personal = jest.fn(async () => {
    throw new ApiFailure({
      code: 40051,
      msg: '您的实名认证正在审核中，请等待审核结果',
      status: 400,
    });
  });
  const { user } = await renderAuth(NONE, { personal });
  await fill(user, '真实姓名', '买买提·艾力');
  await fill(user, '身份证号', '440524188001010014');
  await user.click(screen.getByRole('button', { name: /提交认证/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent('您的实名认证正在审核中');
  expect(within(statusCard()).getByText('未认证')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /提交认证/ })).toBeEnabled();
});

test('pending: shows 审核中 and no form', async () => {
  await renderAuth(PENDING);
  expect(within(statusCard()).getByText('审核中')).toBeInTheDocument();
  expect(within(statusCard()).getByText('深圳星衡时空科技有限公司')).toBeInTheDocument();
  expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /提交认证/ })).not.toBeInTheDocument();
});

test('rejected: shows the reason; 重新提交 opens the forms on the rejected kind', async () => {
  const rejected = { ...PENDING, status: 'rejected' as const, rejectReason: '营业执照照片不清晰' };
  const { user } = await renderAuth(rejected);
  expect(within(statusCard()).getByText('未通过')).toBeInTheDocument();
  expect(within(statusCard()).getByText('营业执照照片不清晰')).toBeInTheDocument();
  expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /重新提交/ }));
  expect(screen.getByRole('tab', { name: '企业认证', selected: true })).toBeInTheDocument();
  expect(screen.getByLabelText('统一社会信用代码')).toBeInTheDocument();
});

test('enterprise: the licence is checked when chosen, then sent in base64 with the form', async () => {
  const { user, fakes } = await renderAuth(NONE);
  await user.click(screen.getByRole('tab', { name: '企业认证' }));
  // The file input is replaced after each choice (so the same file can be chosen again).
  const licence = () => screen.getByLabelText('营业执照');

  const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
  await user.upload(licence(), big);
  expect(await screen.findByText('图片不能超过 5 MB')).toBeInTheDocument();
  await user.upload(licence(), new File(['GIF89a'], 'a.gif', { type: 'image/gif' }));
  expect(await screen.findByText('仅支持 JPG 或 PNG 格式的图片')).toBeInTheDocument();
  const fake = new File(['not a png'], 'fake.png', { type: 'image/png' });
  await user.upload(licence(), fake);
  expect(await screen.findByText('仅支持 JPG 或 PNG 格式的图片')).toBeInTheDocument();

  await fill(user, '企业名称', '深圳星衡时空科技有限公司');
  await fill(user, '统一社会信用代码', '91440300708461136U');
  await user.click(screen.getByRole('button', { name: /提交认证/ }));
  expect(await screen.findByText('统一社会信用代码不正确，请核对末位校验码')).toBeInTheDocument();
  expect(fakes.enterprise).not.toHaveBeenCalled();

  await fill(user, '统一社会信用代码', '91440300708461136t');
  const png = new File([Uint8Array.from(PNG_BYTES)], 'licence.png', { type: 'image/png' });
  await user.upload(licence(), png);
  expect(await screen.findByRole('img', { name: '营业执照预览' })).toBeInTheDocument();
  expect(screen.getByText('licence.png（1 KB）')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /提交认证/ }));
  expect(await within(statusCard()).findByText('审核中')).toBeInTheDocument();
  expect(fakes.enterprise).toHaveBeenCalledWith({
    companyName: '深圳星衡时空科技有限公司',
    creditCode: '91440300708461136T',
    licence: { contentType: 'image/png', data: btoa(String.fromCharCode(...PNG_BYTES)) },
  });
});

test('a failed load shows an error with 重试, which loads again', async () => {
  const info = jest
    .fn<Promise<IdentityInfo>, []>()
    .mockRejectedValueOnce(
      new ApiFailure({ code: 50000, msg: '服务器繁忙，请稍后再试', status: 500 }),
    )
    .mockResolvedValueOnce(APPROVED);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IdentityDepsContext value={{ info, personal: jest.fn(), enterprise: jest.fn() }}>
      {children}
    </IdentityDepsContext>
  );
  const { user } = renderRoute(identityRoute, {
    path: paths.identity,
    preloadedState: LOGGED_IN,
    wrapper,
  });
  expect(await screen.findByText('认证状态加载失败')).toBeInTheDocument();
  expect(screen.getByText('服务器繁忙，请稍后再试')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /重\s*试/ }));
  await waitFor(() => expect(within(statusCard()).getByText('已认证')).toBeInTheDocument());
  expect(info).toHaveBeenCalledTimes(2);
});
