import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ApiFailure, fetchUserInfo } from '@xingheng/shared';
import { renderRoute } from '@xingheng/shared/testing';
import { routes } from '../../../exposes/routes';
import { fetchOrderDetail } from '../../../features/orderDetail/api';
import { fetchWallet, payOrder } from '../../../features/payment/api';
import { leaveSiteFor } from '../../../lib/browser';
import { paths } from '../../../paths';
import { hardwareOrder, LOGGED_IN, serviceOrder } from '../../../testing/orderFixtures';

jest.mock('../../../features/orderDetail/api');
jest.mock('../../../features/payment/api');
jest.mock('../../../lib/browser');
jest.mock('@xingheng/shared', () => ({
  ...jest.requireActual<object>('@xingheng/shared'),
  fetchUserInfo: jest.fn(() => ({ type: 'test/fetchUserInfo' })),
}));
const detail = jest.mocked(fetchOrderDetail);
const wallet = jest.mocked(fetchWallet);
const pay = jest.mocked(payOrder);

jest.setTimeout(30000);

const ORDER_NO = 'SO2026112412345678';
/** Only this page: a link elsewhere renders a heading with its address (`renderRoute`). */
const page = routes.filter((route) => route.path === paths.payment);

/** An unpaid service order of ¥720.00 with `minutes` left to pay. */
const unpaid = (minutes = 10) => serviceOrder({ expiresAt: Date.now() + minutes * 60_000 });

beforeEach(() => {
  detail.mockResolvedValue(unpaid());
  wallet.mockResolvedValue({ balanceCents: 50000 });
});
afterEach(() => jest.clearAllMocks());

async function openPayment(orderNo = ORDER_NO) {
  const view = renderRoute(page, {
    path: `/order/payment?orderNo=${orderNo}`,
    preloadedState: LOGGED_IN,
  });
  await screen.findByRole('heading', { level: 1, name: '支付订单' });
  return view;
}

function payTypes() {
  return screen.getByRole('radiogroup', { name: '支付方式' });
}

async function choose(user: UserEvent, name: string | RegExp) {
  const label = within(payTypes()).getByRole('radio', { name }).closest('label');
  if (!label) throw new Error(`no label for ${String(name)}`);
  await user.click(label);
}

/** The value next to a label of the order summary. */
function summaryValue(label: string) {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

test('the summary, the time left, the balance; balance pay disabled when short; 6 shows the split', async () => {
  pay.mockResolvedValue({
    status: 'pending',
    orderNo: ORDER_NO,
    paymentNo: 'PAY2026112400000001',
    channel: 'wechat',
    payUrl: null,
    codeUrl: 'http://localhost/sandbox/pay/PAY2026112400000001',
    gatewayCents: 22000,
    balanceCents: 50000,
    expiresAt: Date.now() + 60_000,
  });
  const { user } = await openPayment();
  await screen.findByRole('radiogroup', { name: '支付方式' });
  expect(detail).toHaveBeenCalledWith(ORDER_NO);
  expect(summaryValue('订单号')).toBe(ORDER_NO);
  expect(summaryValue('服务类型')).toBe('厘米级');
  expect(summaryValue('购买时长')).toBe('月 × 3');
  expect(summaryValue('账号数量')).toBe('2 个');
  expect(summaryValue('激活方式')).toBe('自动激活');
  expect(summaryValue('订单类型')).toBe('普通订单');
  expect(summaryValue('应付金额')).toBe('¥720.00');
  expect(screen.getByRole('timer', { name: '剩余支付时间' })).toHaveTextContent(/^(10:00|09:5\d)$/);
  expect(await screen.findByText('账户余额：¥500.00')).toBeInTheDocument();

  expect(within(payTypes()).getByRole('radio', { name: /余额支付/ })).toBeDisabled();
  expect(within(payTypes()).getByText('余额不足（可用 ¥500.00）')).toBeInTheDocument();
  expect(within(payTypes()).getByRole('radio', { name: '微信支付' })).toBeChecked();
  expect(screen.queryByText(/余额支付 ¥/)).not.toBeInTheDocument();

  await choose(user, '余额+微信支付');
  expect(screen.getByText('余额支付 ¥500.00，微信支付 ¥220.00')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /立即支付/ }));
  expect(
    await screen.findByRole('heading', {
      name: `/order/wxPay?orderNo=${ORDER_NO}&paymentNo=PAY2026112400000001`,
    }),
  ).toBeInTheDocument();
  expect(pay).toHaveBeenCalledWith({ orderNo: ORDER_NO, payType: 6 });
});

test('balance covering the amount is chosen first; paid → payoff, and the header count refreshes', async () => {
  wallet.mockResolvedValue({ balanceCents: 100000 });
  pay.mockResolvedValue({ status: 'paid', orderNo: ORDER_NO, paymentNo: 'PAY1' });
  const { user } = await openPayment();
  await screen.findByText('账户余额：¥1,000.00');
  expect(within(payTypes()).getByRole('radio', { name: '余额支付' })).toBeChecked();
  await user.click(screen.getByRole('button', { name: /立即支付 ¥720.00/ }));
  expect(
    await screen.findByRole('heading', { name: `/order/payoff?orderNo=${ORDER_NO}` }),
  ).toBeInTheDocument();
  expect(pay).toHaveBeenCalledWith({ orderNo: ORDER_NO, payType: 1 });
  expect(fetchUserInfo).toHaveBeenCalled();
});

test('Alipay leaves the site for the gateway page', async () => {
  pay.mockResolvedValue({
    status: 'pending',
    orderNo: ORDER_NO,
    paymentNo: 'PAY2',
    channel: 'alipay',
    payUrl: 'http://localhost/sandbox/alipay/PAY2',
    codeUrl: null,
    gatewayCents: 72000,
    balanceCents: 0,
    expiresAt: Date.now() + 60_000,
  });
  const { user } = await openPayment();
  await screen.findByRole('radiogroup', { name: '支付方式' });
  await choose(user, '支付宝');
  await user.click(screen.getByRole('button', { name: /立即支付/ }));
  await waitFor(() =>
    expect(leaveSiteFor).toHaveBeenCalledWith('http://localhost/sandbox/alipay/PAY2'),
  );
  expect(pay).toHaveBeenCalledWith({ orderNo: ORDER_NO, payType: 2 });
});

test("a code type needs the code; a refused payment shows the API's message", async () => {
  pay.mockRejectedValue(new ApiFailure({ code: 40070, msg: '兑换码已被使用', status: 400 }));
  const { user } = await openPayment();
  await screen.findByRole('radiogroup', { name: '支付方式' });
  await choose(user, '兑换码支付');
  await user.click(screen.getByRole('button', { name: /立即支付/ }));
  expect(await screen.findByText('请输入兑换码')).toBeInTheDocument();
  expect(pay).not.toHaveBeenCalled();
  await user.type(screen.getByLabelText('兑换码'), ' XH-2026-ABCD ');
  await user.click(screen.getByRole('button', { name: /立即支付/ }));
  expect(await screen.findByText('兑换码已被使用')).toBeInTheDocument();
  expect(pay).toHaveBeenCalledWith({ orderNo: ORDER_NO, payType: 5, code: 'XH-2026-ABCD' });
  expect(screen.getByRole('button', { name: /立即支付/ })).toBeEnabled();
});

test('at 00:00 the order is cancelled and paying is disabled', async () => {
  detail.mockResolvedValue(serviceOrder({ expiresAt: Date.now() + 1200 }));
  await openPayment();
  expect(await screen.findByText('订单已超时取消')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /立即支付/ })).toBeDisabled();
});

test('a hardware order shows the product, address and invoice; service codes do not apply', async () => {
  detail.mockResolvedValue(hardwareOrder({ expiresAt: Date.now() + 600_000 }));
  await openPayment('HO2026112487654321');
  await screen.findByRole('radiogroup', { name: '支付方式' });
  expect(summaryValue('商品')).toBe('T-BOX 车载通信终端');
  expect(summaryValue('数量')).toBe('2 件');
  expect(summaryValue('收货地址')).toBe('张三 13800138000 北京市 市辖区 海淀区 中关村大街 1 号');
  expect(summaryValue('发票')).toBe('企业：星衡时空（91440300708461136T）');
  expect(summaryValue('应付金额')).toBe('¥7,360.00');
  expect(within(payTypes()).getByRole('radio', { name: /服务码兑换/ })).toBeDisabled();
});

test('without the balance, the balance types are disabled and it can be fetched again', async () => {
  wallet
    .mockRejectedValueOnce(new ApiFailure({ code: -1, msg: '网络异常，请稍后重试' }))
    .mockResolvedValueOnce({ balanceCents: 100000 });
  const { user } = await openPayment();
  expect(await screen.findByRole('button', { name: '重新获取' })).toBeInTheDocument();
  expect(within(payTypes()).getAllByText('余额暂时无法获取')).toHaveLength(2);
  expect(within(payTypes()).getByRole('radio', { name: /^余额支付/ })).toBeDisabled();
  expect(within(payTypes()).getByRole('radio', { name: /^余额\+微信支付/ })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: '重新获取' }));
  expect(await screen.findByText('账户余额：¥1,000.00')).toBeInTheDocument();
  expect(within(payTypes()).getByRole('radio', { name: '余额支付' })).toBeEnabled();
});

test('a paid order links to its result; a cancelled one to ordering again', async () => {
  detail.mockResolvedValueOnce(serviceOrder({ status: 1, paidAt: Date.now(), payType: 3 }));
  const { unmount } = await openPayment();
  expect(await screen.findByRole('heading', { name: '该订单已支付' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '查看支付结果' })).toHaveAttribute(
    'href',
    `/order/payoff?orderNo=${ORDER_NO}`,
  );
  unmount();
  detail.mockResolvedValueOnce(serviceOrder({ status: 3 }));
  await openPayment();
  expect(await screen.findByRole('heading', { name: '订单已取消' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '重新下单' })).toHaveAttribute(
    'href',
    '/order?serviceId=6',
  );
  expect(screen.queryByRole('radiogroup', { name: '支付方式' })).not.toBeInTheDocument();
});

test('an unknown order says so', async () => {
  detail.mockRejectedValue(new ApiFailure({ code: 40401, msg: '订单不存在', status: 404 }));
  await openPayment();
  expect(await screen.findByRole('heading', { name: '订单不存在' })).toBeInTheDocument();
});

test('sends an anonymous visitor to login, before any call', async () => {
  renderRoute(page, { path: `/order/payment?orderNo=${ORDER_NO}` });
  expect(
    await screen.findByRole('heading', {
      name: `/login?redirect=${encodeURIComponent(`/order/payment?orderNo=${ORDER_NO}`)}`,
    }),
  ).toBeInTheDocument();
  expect(detail).not.toHaveBeenCalled();
  expect(wallet).not.toHaveBeenCalled();
});
