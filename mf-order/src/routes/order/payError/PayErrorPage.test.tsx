import { screen } from '@testing-library/react';
import { ApiFailure, SITE } from '@xingheng/shared';
import { renderRoute } from '@xingheng/shared/testing';
import { routes } from '../../../exposes/routes';
import { fetchOrderDetail } from '../../../features/orderDetail/api';
import { paths, payResultPath } from '../../../paths';
import { hardwareOrder, LOGGED_IN, serviceOrder } from '../../../testing/orderFixtures';

jest.mock('../../../features/orderDetail/api');
const detail = jest.mocked(fetchOrderDetail);

/** Only this page: a link elsewhere renders a heading with its address (`renderRoute`). */
const page = routes.filter((route) => route.path === paths.payError);
const ORDER_NO = 'SO2026112412345678';

afterEach(() => jest.resetAllMocks());

async function openPayError(orderNo: string = ORDER_NO) {
  const view = renderRoute(page, {
    path: payResultPath(paths.payError, orderNo),
    preloadedState: LOGGED_IN,
  });
  await screen.findByRole('heading', { level: 1, name: /支付未完成|订单已支付/ });
  return view;
}

const failedWechat = {
  paymentNo: 'PAY2026112400000001',
  payType: 3,
  status: 'failed' as const,
  balanceCents: 0,
  gatewayCents: 72000,
  failReason: '用户取消支付',
  createdAt: Date.now(),
};

test('says why the payment failed and offers 重新支付 while the order can be paid', async () => {
  detail.mockResolvedValue(
    serviceOrder({ expiresAt: Date.now() + 600_000, lastPayment: failedWechat }),
  );
  const { user, router } = await openPayError();
  expect(screen.getByText('失败原因：用户取消支付')).toBeInTheDocument();
  expect(screen.getByText(ORDER_NO)).toBeInTheDocument();
  expect(screen.getByText('微信支付')).toBeInTheDocument();
  expect(screen.getByText(/订单保留 30 分钟/)).toBeInTheDocument();
  const retry = screen.getByRole('link', { name: '重新支付' });
  expect(retry).toHaveAttribute('href', `/order/payment?orderNo=${ORDER_NO}`);
  await user.click(retry);
  expect(router.state.location).toMatchObject({
    pathname: '/order/payment',
    search: `?orderNo=${ORDER_NO}`,
  });
});

test('an expired or cancelled order offers 重新下单 instead', async () => {
  detail.mockResolvedValueOnce(serviceOrder({ expiresAt: Date.now() - 1000 }));
  const first = await openPayError();
  expect(screen.getByText('订单超过 30 分钟未支付，已超时取消，请重新下单。')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: '重新支付' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: '重新下单' })).toHaveAttribute(
    'href',
    '/order?serviceId=6',
  );
  first.unmount();
  detail.mockResolvedValueOnce(hardwareOrder({ status: 2 }));
  await openPayError('HO2026112487654321');
  expect(screen.getByRole('link', { name: '重新下单' })).toHaveAttribute(
    'href',
    '/order/shopOrder?product=t-box&quantity=2',
  );
});

test('an order that is in fact paid links to its result', async () => {
  detail.mockResolvedValue(serviceOrder({ status: 1, paidAt: Date.now(), payType: 1 }));
  await openPayError();
  expect(screen.getByRole('heading', { level: 1, name: '订单已支付' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '查看支付结果' })).toHaveAttribute(
    'href',
    `/order/payoff?orderNo=${ORDER_NO}`,
  );
});

test('lets the user call customer service', async () => {
  detail.mockResolvedValue(serviceOrder({ expiresAt: Date.now() + 600_000 }));
  await openPayError();
  const call = screen.getByRole('link', { name: new RegExp(`联系客服 ${SITE.phone}`) });
  expect(call).toHaveAttribute('href', `tel:${SITE.phone.replace(/-/g, '')}`);
  expect(screen.getByRole('link', { name: '查看订单' })).toBeInTheDocument();
});

test('an unknown order says so', async () => {
  detail.mockRejectedValue(new ApiFailure({ code: 40401, msg: '订单不存在', status: 404 }));
  renderRoute(page, { path: payResultPath(paths.payError, ORDER_NO), preloadedState: LOGGED_IN });
  expect(await screen.findByRole('heading', { name: '订单不存在' })).toBeInTheDocument();
});

test('sends an anonymous visitor to login, before any call', async () => {
  renderRoute(page, { path: payResultPath(paths.payError, ORDER_NO) });
  expect(
    await screen.findByRole('heading', {
      name: `/login?redirect=${encodeURIComponent(`/order/payError?orderNo=${ORDER_NO}`)}`,
    }),
  ).toBeInTheDocument();
  expect(detail).not.toHaveBeenCalled();
});
