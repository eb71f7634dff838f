import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ApiFailure, type TrialResult } from '@xingheng/shared';
import { renderRoute } from '@xingheng/shared/testing';
import { routes } from '#exposes/routes';
import { paths } from '#paths';
import { applyTrial, fetchTrialInfo } from '#features/trial/api';
import { ACCOUNT, LOGGED_IN, TRIAL_INFO } from '#testing/orderFixtures';

jest.mock('#features/trial/api');
const info = jest.mocked(fetchTrialInfo);
const apply = jest.mocked(applyTrial);

// Typing into antd fields is slow in jsdom: text fields are filled by pasting.
jest.setTimeout(30000);

const RESULT: TrialResult = {
  orderNo: 'SO2026112400000007',
  accounts: [ACCOUNT],
  passwords: [{ accountName: ACCOUNT.accountName, password: 'Xh7-pass-once' }],
};

afterEach(() => jest.resetAllMocks());

/** Only this page: a link elsewhere renders a heading with its address (`renderRoute`). */
const page = routes.filter((route) => route.path === paths.tryout);

async function openTryout(path = '/productSolution/services/tryout/6') {
  const view = renderRoute(page, { path, preloadedState: LOGGED_IN });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

async function fill(user: UserEvent, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillForm(user: UserEvent) {
  await user.click(screen.getByRole('combobox', { name: '应用场景' }));
  await user.click(await screen.findByTitle('精准农业'));
  await fill(user, '公司或单位名称', '北京农机合作社');
  await fill(user, '联系人', '李四');
  await fill(user, '联系电话', '13912345678');
  await user.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }));
}

test('sends an anonymous visitor to login with the way back, before any call', async () => {
  renderRoute(page, { path: '/productSolution/services/tryout/6' });
  expect(
    await screen.findByRole('heading', {
      name: '/login?redirect=%2FproductSolution%2Fservices%2Ftryout%2F6',
    }),
  ).toBeInTheDocument();
  expect(info).not.toHaveBeenCalled();
});

test('Chinese messages for a wrong form; nothing is sent', async () => {
  info.mockResolvedValue(TRIAL_INFO);
  const { user } = await openTryout();
  expect(
    await screen.findByRole('heading', { level: 1, name: `免费试用 ${TRIAL_INFO.serviceName}` }),
  ).toBeInTheDocument();
  expect(info).toHaveBeenCalledWith(6);
  await user.click(screen.getByRole('button', { name: /提交申请/ }));
  expect(await screen.findByText('请选择应用场景')).toBeInTheDocument();
  expect(await screen.findByText('请输入公司或单位名称')).toBeInTheDocument();
  expect(await screen.findByText('请输入联系人姓名')).toBeInTheDocument();
  expect(await screen.findByText('请输入联系电话')).toBeInTheDocument();
  expect(await screen.findByText('请阅读并同意《用户协议》和《隐私政策》')).toBeInTheDocument();
  await fill(user, '联系电话', '12345678901');
  expect(await screen.findByText('请输入正确的 11 位手机号码')).toBeInTheDocument();
  expect(apply).not.toHaveBeenCalled();
});

test('a double click makes one application; the answer goes to trySuccess in the router state', async () => {
  info.mockResolvedValue(TRIAL_INFO);
  let answer: (result: TrialResult) => void = () => undefined;
  apply.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
  const { user, router } = await openTryout();
  await screen.findByRole('button', { name: /提交申请/ });
  const devices = screen.getByLabelText('设备数量');
  await user.clear(devices);
  await user.type(devices, '3');
  await fillForm(user);
  const submit = screen.getByRole('button', { name: /提交申请/ });
  await user.dblClick(submit);
  await waitFor(() => expect(apply).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(submit).toHaveClass('ant-btn-loading'));
  expect(apply).toHaveBeenCalledWith({
    serviceId: 6,
    devices: 3,
    useCase: 'agriculture',
    company: '北京农机合作社',
    contactName: '李四',
    contactPhone: '13912345678',
    idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
  });
  answer(RESULT);
  await waitFor(() => expect(router.state.location.pathname).toBe('/order/trySuccess'));
  expect(router.state.location.search).toBe('?orderNo=SO2026112400000007');
  expect(router.state.location.state).toEqual({ trial: RESULT });
});

test("a refused application shows the API's message and can be sent again with the same key", async () => {
  info.mockResolvedValue(TRIAL_INFO);
  apply
    .mockRejectedValueOnce(
      new ApiFailure({ code: 50000, msg: '服务器繁忙，请稍后再试', status: 500 }),
    )
    .mockResolvedValueOnce(RESULT);
  const { user, router } = await openTryout();
  await screen.findByRole('button', { name: /提交申请/ });
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: /提交申请/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent('服务器繁忙，请稍后再试');
  await user.click(screen.getByRole('button', { name: /提交申请/ }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/order/trySuccess'));
  const [first, second] = apply.mock.calls;
  expect(first?.[0].idempotencyKey).toBe(second?.[0].idempotencyKey);
});

test('a service already tried shows a notice with a link to that trial instead of the form', async () => {
  info.mockResolvedValue({ ...TRIAL_INFO, used: true, usedOrderNo: 'SO2026110100000001' });
  await openTryout();
  expect(await screen.findByRole('heading', { name: '您已试用过该服务' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '查看试用账号' })).toHaveAttribute(
    'href',
    '/order/trySuccess?orderNo=SO2026110100000001',
  );
  expect(screen.getByRole('link', { name: '购买正式服务' })).toHaveAttribute(
    'href',
    '/order?serviceId=6',
  );
  expect(screen.queryByRole('button', { name: /提交申请/ })).not.toBeInTheDocument();
});

test('an unknown service or a malformed id says so, with a link to the services', async () => {
  info.mockRejectedValue(new ApiFailure({ code: 40401, msg: '服务不存在', status: 404 }));
  await openTryout('/productSolution/services/tryout/99');
  expect(await screen.findByRole('heading', { name: '未找到该服务' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '查看全部服务' })).toHaveAttribute(
    'href',
    '/productSolution/services',
  );
});

test('no id: no call, the same message', async () => {
  await openTryout('/productSolution/services/tryout');
  expect(await screen.findByRole('heading', { name: '未找到该服务' })).toBeInTheDocument();
  expect(info).not.toHaveBeenCalled();
});

test('a failed load offers 重试', async () => {
  info
    .mockRejectedValueOnce(new ApiFailure({ code: -1, msg: '网络异常，请稍后重试' }))
    .mockResolvedValueOnce(TRIAL_INFO);
  const { user } = await openTryout();
  const failed = await screen.findByRole('heading', { name: '试用信息加载失败' });
  expect(
    within(failed.closest('.ant-result') as HTMLElement).getByText('网络异常，请稍后重试'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /重\s*试/ }));
  expect(await screen.findByRole('button', { name: /提交申请/ })).toBeInTheDocument();
});
