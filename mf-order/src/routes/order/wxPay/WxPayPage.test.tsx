import { screen, within } from '@testing-library/react';
import { ApiFailure } from '@xingheng/shared';
import { renderRoute } from '@xingheng/shared/testing';
import { routes } from '../../../exposes/routes';
import { fetchPaymentState } from '../../../features/wxPay/api';
import { paths } from '../../../paths';
import { LOGGED_IN, wechatPayment } from '../../../testing/orderFixtures';

jest.mock('../../../features/wxPay/api');
const status = jest.mocked(fetchPaymentState);

jest.setTimeout(30000);

const ORDER_NO = 'SO2026112412345678';
const PAYMENT_NO = 'PAY2026112400000001';
/** Only this page: a link elsewhere renders a heading with its address (`renderRoute`). */
const page = routes.filter((route) => route.path === paths.wxPay);

afterEach(() => jest.resetAllMocks());

function openWxPay(query = `orderNo=${ORDER_NO}&paymentNo=${PAYMENT_NO}`) {
  return renderRoute(page, { path: `/order/wxPay?${query}`, preloadedState: LOGGED_IN });
}

test('shows the QR code, the amount, the time left and a link; goes to payoff once paid', async () => {
  status
    .mockResolvedValueOnce(wechatPayment())
    .mockResolvedValue(wechatPayment({ status: 'paid' }));
  openWxPay();
  expect(await screen.findByRole('heading', { level: 1, name: '微信支付' })).toBeInTheDocument();
  const card = await screen.findByRole('region', { name: '微信扫码支付' });
  expect(within(card).getByText('¥720.00')).toBeInTheDocument();
  expect(within(card).getByRole('timer', { name: '剩余支付时间' })).toHaveTextContent(
    /^1[45]:\d\d$/,
  );
  expect(card.querySelector('.ant-qrcode svg')).not.toBeNull();
  const open = within(card).getByRole('link', { name: '在本机打开支付页面' });
  expect(open).toHaveAttribute('href', wechatPayment().codeUrl);
  expect(open).toHaveAttribute('target', '_blank');
  expect(within(card).getByRole('link', { name: '更换支付方式' })).toHaveAttribute(
    'href',
    `/order/payment?orderNo=${ORDER_NO}`,
  );
  expect(status).toHaveBeenCalledWith(PAYMENT_NO);
  // The next poll (2 s later) says paid.
  expect(
    await screen.findByRole('heading', { name: `/order/payoff?orderNo=${ORDER_NO}` }),
  ).toBeInTheDocument();
});

test('a failed or expired payment goes to payError', async () => {
  status.mockResolvedValue(wechatPayment({ status: 'failed', failReason: '用户取消支付' }));
  openWxPay();
  expect(
    await screen.findByRole('heading', { name: `/order/payError?orderNo=${ORDER_NO}` }),
  ).toBeInTheDocument();
});

test('an unknown payment says so; a link without one loads nothing', async () => {
  status.mockRejectedValue(new ApiFailure({ code: 40401, msg: '支付记录不存在', status: 404 }));
  const { unmount } = openWxPay();
  expect(await screen.findByRole('heading', { name: '支付记录不存在' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '返回支付页面' })).toHaveAttribute(
    'href',
    `/order/payment?orderNo=${ORDER_NO}`,
  );
  unmount();
  status.mockClear();
  openWxPay(`orderNo=${ORDER_NO}`);
  expect(await screen.findByRole('heading', { name: '缺少支付单号' })).toBeInTheDocument();
  expect(status).not.toHaveBeenCalled();
});
