import { act, screen, waitFor, within } from '@testing-library/react';
import { ApiFailure, userCenterUrl, type TrialResult } from '@xingheng/shared';
import { renderRoute } from '@xingheng/shared/testing';
import { routes } from '../../../exposes/routes';
import { paths } from '../../../paths';
import { fetchOrderDetail } from '../../../features/orderDetail/api';
import { resetServiceAccountPassword } from '../../../features/serviceAccounts/api';
import { ACCOUNT, LOGGED_IN, serviceOrder } from '../../../testing/orderFixtures';

jest.mock('../../../features/orderDetail/api');
jest.mock('../../../features/serviceAccounts/api');
const detail = jest.mocked(fetchOrderDetail);
const reset = jest.mocked(resetServiceAccountPassword);

const ORDER_NO = 'SO2026112400000007';
const TRIAL: TrialResult = {
  orderNo: ORDER_NO,
  accounts: [ACCOUNT],
  passwords: [{ accountName: ACCOUNT.accountName, password: 'Xh7-pass-once' }],
};

afterEach(() => jest.resetAllMocks());

/** Only this page: a link elsewhere renders a heading with its address (`renderRoute`). */
const page = routes.filter((route) => route.path === paths.trySuccess);

/** Opens trySuccess as the trial page leaves it: the answer in the history entry's state. */
async function openWithState(state: unknown) {
  const view = renderRoute(page, { path: '/', preloadedState: LOGGED_IN });
  await act(() => view.router.navigate(`/order/trySuccess?orderNo=${ORDER_NO}`, { state }));
  return view;
}

function accountCard() {
  return screen.getByRole('article', { name: ACCOUNT.accountName });
}

test('right after applying: the NTRIP access and the password once, with copy; nothing loaded', async () => {
  const { router } = await openWithState({ trial: TRIAL });
  expect(
    await screen.findByRole('heading', { level: 1, name: '试用开通成功' }),
  ).toBeInTheDocument();
  const card = accountCard();
  expect(within(card).getByText('caster.xingheng-space.com')).toBeInTheDocument();
  expect(within(card).getByText('RTCM32_GNSS')).toBeInTheDocument();
  expect(within(card).getByText('测试激活')).toBeInTheDocument();
  expect(within(card).getByText('2026-12-01 10:00（北京时间）')).toBeInTheDocument();
  const ports = within(card).getByRole('table');
  expect(within(ports).getByRole('row', { name: /CGCS2000 8002/ })).toBeInTheDocument();
  expect(within(ports).getByRole('row', { name: /WGS84 8001/ })).toBeInTheDocument();
  expect(within(card).getByText('Xh7-pass-once')).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: '复制密码' })).toBeInTheDocument();
  expect(detail).not.toHaveBeenCalled();
  // The passwords leave the history entry: a reload or Back/Forward does not show them again.
  await waitFor(() => expect(router.state.location.state).toBeNull());
  expect(router.state.location.search).toBe(`?orderNo=${ORDER_NO}`);
  expect(within(accountCard()).getByText('Xh7-pass-once')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '前往用户中心' })).toHaveAttribute(
    'href',
    userCenterUrl('/order/services'),
  );
  expect(screen.getByRole('link', { name: '查看服务详情' })).toHaveAttribute(
    'href',
    '/productSolution/services/details/6',
  );
});

test('later: loaded from the order, no password, 重置密码 shows a new one once', async () => {
  detail.mockResolvedValue(serviceOrder({ orderNo: ORDER_NO, status: 1, accounts: [ACCOUNT] }));
  reset.mockResolvedValue({ accountName: ACCOUNT.accountName, password: 'New-pass-2' });
  const { user } = renderRoute(page, {
    path: `/order/trySuccess?orderNo=${ORDER_NO}`,
    preloadedState: LOGGED_IN,
  });
  expect(await screen.findByRole('article', { name: ACCOUNT.accountName })).toBeInTheDocument();
  expect(detail).toHaveBeenCalledWith(ORDER_NO);
  expect(within(accountCard()).getByText('密码仅在开通时显示一次')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '复制密码' })).not.toBeInTheDocument();
  await user.click(within(accountCard()).getByRole('button', { name: /重置密码/ }));
  await user.click(await screen.findByRole('button', { name: /确认重置/ }));
  expect(await within(accountCard()).findByText('New-pass-2')).toBeInTheDocument();
  expect(reset).toHaveBeenCalledWith(ACCOUNT.accountName);
  expect(within(accountCard()).getByRole('button', { name: '复制密码' })).toBeInTheDocument();
});

test('a state of another order is ignored', async () => {
  detail.mockResolvedValue(serviceOrder({ orderNo: ORDER_NO, accounts: [ACCOUNT] }));
  await openWithState({ trial: { ...TRIAL, orderNo: 'SO2026112499999999' } });
  expect(await screen.findByText('密码仅在开通时显示一次')).toBeInTheDocument();
  expect(screen.queryByText('Xh7-pass-once')).not.toBeInTheDocument();
});

test('an unknown order says so', async () => {
  detail.mockRejectedValue(new ApiFailure({ code: 40401, msg: '订单不存在', status: 404 }));
  renderRoute(page, { path: `/order/trySuccess?orderNo=${ORDER_NO}`, preloadedState: LOGGED_IN });
  expect(await screen.findByRole('heading', { name: '订单不存在' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '查看我的订单' })).toBeInTheDocument();
});

test('a missing order number loads nothing', async () => {
  renderRoute(page, { path: '/order/trySuccess', preloadedState: LOGGED_IN });
  expect(await screen.findByRole('heading', { name: '缺少订单号' })).toBeInTheDocument();
  expect(detail).not.toHaveBeenCalled();
});
