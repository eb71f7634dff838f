import { screen, waitFor, within } from '@testing-library/react';
import { ApiFailure, fetchUserInfo, userCenterUrl } from '@xingheng/shared';
import { renderRoute } from '@xingheng/shared/testing';
import { routes } from '../../../exposes/routes';
import { fetchOrderDetail } from '../../../features/orderDetail/api';
import { paths, payResultPath } from '../../../paths';
import {
  ACCOUNT,
  hardwareOrder,
  LOGGED_IN,
  NOW,
  serviceOrder,
} from '../../../testing/orderFixtures';

jest.mock('../../../features/orderDetail/api');
jest.mock('@xingheng/shared', () => ({
  ...jest.requireActual<object>('@xingheng/shared'),
  fetchUserInfo: jest.fn(() => ({ type: 'test/fetchUserInfo' })),
}));
const detail = jest.mocked(fetchOrderDetail);

/** Only this page: a link elsewhere renders a heading with its address (`renderRoute`). */
const page = routes.filter((route) => route.path === paths.payoff);
const ORDER_NO = 'SO2026112412345678';
const PAID_AT = NOW + 5 * 60_000;

afterEach(() => jest.clearAllMocks());

function openPayoff(orderNo: string = ORDER_NO) {
  return renderRoute(page, {
    path: payResultPath(paths.payoff, orderNo),
    preloadedState: LOGGED_IN,
  });
}

function summaryValue(label: string) {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

test('a paid service order: number, amount, pay type, its accounts; the header count refreshes', async () => {
  const waiting = { ...ACCOUNT, accountName: 'xhcm30000001', isActive: 0, expiresAt: null };
  detail.mockResolvedValue(
    serviceOrder({ status: 1, paidAt: PAID_AT, payType: 3, accounts: [ACCOUNT, waiting] }),
  );
  const { user, router } = openPayoff();
  expect(await screen.findByRole('heading', { level: 1, name: '支付成功' })).toBeInTheDocument();
  expect(detail).toHaveBeenCalledWith(ORDER_NO);
  expect(summaryValue('订单号')).toBe(ORDER_NO);
  expect(summaryValue('支付金额')).toBe('¥720.00');
  expect(summaryValue('支付方式')).toBe('微信支付');
  expect(summaryValue('支付时间')).toBe('2026-11-24 10:05');
  expect(screen.getByRole('article', { name: ACCOUNT.accountName })).toBeInTheDocument();
  const manual = screen.getByRole('article', { name: 'xhcm30000001' });
  expect(within(manual).getByText('未激活')).toBeInTheDocument();
  expect(within(manual).getByText(/待激活/)).toBeInTheDocument();
  expect(within(manual).getByText('激活后开始计时')).toBeInTheDocument();
  await waitFor(() => expect(fetchUserInfo).toHaveBeenCalledTimes(1));

  expect(screen.getByRole('link', { name: '查看订单' })).toHaveAttribute(
    'href',
    userCenterUrl('/order/services'),
  );
  expect(screen.getByRole('link', { name: '支持与服务' })).toHaveAttribute('href', '/support');
  await user.click(screen.getByRole('link', { name: '返回首页' }));
  expect(await screen.findByRole('heading', { level: 1, name: '/' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/');
});

test('a paid hardware order awaits shipment to its address', async () => {
  detail.mockResolvedValue(hardwareOrder({ status: 1, paidAt: PAID_AT, payType: 1 }));
  openPayoff('HO2026112487654321');
  expect(await screen.findByRole('heading', { level: 1, name: '支付成功' })).toBeInTheDocument();
  expect(summaryValue('支付金额')).toBe('¥7,360.00');
  expect(summaryValue('支付方式')).toBe('余额支付');
  expect(screen.getByText(/已支付，待发货/)).toBeInTheDocument();
  expect(
    screen.getByText('收货地址：张三 13800138000 北京市 市辖区 海淀区 中关村大街 1 号'),
  ).toBeInTheDocument();
});

test('an order not paid yet links to paying it; a cancelled one to ordering again', async () => {
  detail.mockResolvedValueOnce(serviceOrder());
  const { unmount } = openPayoff();
  expect(
    await screen.findByRole('heading', { level: 1, name: '订单尚未支付' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '去支付' })).toHaveAttribute(
    'href',
    `/order/payment?orderNo=${ORDER_NO}`,
  );
  unmount();
  detail.mockResolvedValueOnce(hardwareOrder({ status: 2 }));
  openPayoff('HO2026112487654321');
  expect(await screen.findByRole('heading', { level: 1, name: '订单已取消' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '重新下单' })).toHaveAttribute(
    'href',
    '/order/shopOrder?product=t-box&quantity=2',
  );
});

test('an unknown order says so; a failed load offers 重试', async () => {
  detail
    .mockRejectedValueOnce(
      new ApiFailure({ code: 50000, msg: '服务器繁忙，请稍后再试', status: 500 }),
    )
    .mockRejectedValueOnce(new ApiFailure({ code: 40401, msg: '订单不存在', status: 404 }));
  const { user } = openPayoff();
  expect(await screen.findByRole('heading', { level: 1, name: '支付结果' })).toBeInTheDocument();
  expect(await screen.findByText('服务器繁忙，请稍后再试')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /重\s*试/ }));
  expect(await screen.findByRole('heading', { name: '订单不存在' })).toBeInTheDocument();
  expect(fetchUserInfo).not.toHaveBeenCalled();
});

test('a link without a valid order number loads nothing', async () => {
  renderRoute(page, { path: '/order/payoff?orderNo=%3Cscript%3E', preloadedState: LOGGED_IN });
  expect(await screen.findByRole('heading', { name: '缺少订单号' })).toBeInTheDocument();
  expect(screen.queryByText('<script>')).not.toBeInTheDocument();
  expect(detail).not.toHaveBeenCalled();
});
