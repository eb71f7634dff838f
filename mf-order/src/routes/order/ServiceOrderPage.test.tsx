import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import {
  ApiFailure,
  fetchUserInfo,
  type ServiceOrderConfig,
  type ServiceOrderOptions,
} from '@xingheng/shared';
import { renderRoute } from '@xingheng/shared/testing';
import { routes } from '../../exposes/routes';
import { paths } from '../../paths';
import {
  createServiceOrder,
  fetchServiceOrderOptions,
  fetchServicePlans,
  quoteServiceOrder,
} from '../../features/serviceOrder/api';
import { ACCOUNT, LOGGED_IN } from '../../testing/orderFixtures';

jest.mock('../../features/serviceOrder/api');
jest.mock('@xingheng/shared', () => ({
  ...jest.requireActual<object>('@xingheng/shared'),
  fetchUserInfo: jest.fn(() => ({ type: 'test/fetchUserInfo' })),
}));
const options = jest.mocked(fetchServiceOrderOptions);
const plans = jest.mocked(fetchServicePlans);
const quote = jest.mocked(quoteServiceOrder);
const create = jest.mocked(createServiceOrder);

jest.setTimeout(30000);

/** Only this page: a link elsewhere renders a heading with its address (`renderRoute`). */
const page = routes.filter((route) => route.path === paths.serviceOrder);

const OPTIONS: ServiceOrderOptions = {
  serviceId: 6,
  serviceName: 'Locate-CM 厘米级高精度定位服务',
  offers: [
    { serverType: 2, durationUnit: 3, unitPriceCents: 12000 },
    { serverType: 2, durationUnit: 6, unitPriceCents: 120000 },
    { serverType: 1, durationUnit: 3, unitPriceCents: 3000 },
  ],
  account: null,
};

/**
 * The server's price: deliberately not unit price × duration × accounts (a volume discount), so
 * a page that computed the total itself would show another number.
 */
function serverPrice(config: ServiceOrderConfig) {
  const unit = OPTIONS.offers.find(
    (o) => o.serverType === config.serverType && o.durationUnit === config.durationUnit,
  );
  const list = (unit?.unitPriceCents ?? 0) * config.duration * config.accounts;
  return { unitPriceCents: unit?.unitPriceCents ?? 0, amountCents: Math.round(list * 0.95) };
}

beforeEach(() => {
  options.mockResolvedValue(OPTIONS);
  plans.mockResolvedValue([]);
  quote.mockImplementation(async (config) => serverPrice(config));
  create.mockResolvedValue({ orderNo: 'SO2026112400000042' });
});
afterEach(() => jest.clearAllMocks());

async function openOrder(query: string) {
  const view = renderRoute(page, { path: `/order?${query}`, preloadedState: LOGGED_IN });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

function price() {
  return screen.getByRole('complementary', { name: '费用' });
}

/** Picks a radio option by clicking its label, as a person does (antd hides the input itself). */
async function choose(user: UserEvent, name: string | RegExp) {
  const label = screen.getByRole('radio', { name }).closest('label');
  if (!label) throw new Error(`no label for ${String(name)}`);
  await user.click(label);
}

/** Waits for the purchase form (after the options have loaded). */
async function formShown() {
  await screen.findByRole('complementary', { name: '费用' });
}

test("shows the server's price for exactly the configuration, asks again on every change", async () => {
  const { user } = await openOrder('serviceId=6');
  await formShown();
  expect(
    screen.getByRole('heading', { level: 1, name: '购买 Locate-CM 厘米级高精度定位服务' }),
  ).toBeInTheDocument();
  // 1 account × 1 month at ¥120.00: the server says ¥114.00.
  expect(await within(price()).findByText('¥114.00')).toBeInTheDocument();
  expect(quote).toHaveBeenLastCalledWith({
    serviceId: 6,
    orderType: 0,
    accountName: null,
    serverType: 2,
    durationUnit: 3,
    duration: 1,
    accounts: 1,
    activationMethod: 2,
  });
  expect(within(price()).queryByText('¥120.00')).not.toBeInTheDocument();

  const accounts = screen.getByLabelText('账号数量');
  await user.clear(accounts);
  expect(within(price()).getByText('请先完善购买时长和账号数量')).toBeInTheDocument();
  await user.type(accounts, '2');
  expect(within(price()).getByText('计算中…')).toBeInTheDocument();
  expect(within(price()).queryByText('¥114.00')).not.toBeInTheDocument();
  expect(await within(price()).findByText('¥228.00')).toBeInTheDocument();

  await choose(user, '年');
  expect(within(price()).getByText('计算中…')).toBeInTheDocument();
  expect(await within(price()).findByText('¥2,280.00')).toBeInTheDocument();
  expect(quote).toHaveBeenLastCalledWith(
    expect.objectContaining({ serverType: 2, durationUnit: 6, duration: 1, accounts: 2 }),
  );

  // 亚米级 offers only 月: the unit follows.
  await choose(user, '亚米级');
  expect(await within(price()).findByText('¥57.00')).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: '月' })).toBeChecked();
  expect(screen.queryByRole('radio', { name: '年' })).not.toBeInTheDocument();

  await choose(user, /手动激活/);
  expect(await within(price()).findByText('¥57.00')).toBeInTheDocument();
  await waitFor(() =>
    expect(quote).toHaveBeenLastCalledWith(expect.objectContaining({ activationMethod: 1 })),
  );
  await user.click(within(price()).getByRole('button', { name: /提交订单/ }));
  expect(
    await screen.findByRole('heading', { name: '/order/payment?orderNo=SO2026112400000042' }),
  ).toBeInTheDocument();
  expect(create).toHaveBeenCalledTimes(1);
  expect(create).toHaveBeenCalledWith({
    serviceId: 6,
    orderType: 0,
    accountName: null,
    serverType: 1,
    durationUnit: 3,
    duration: 1,
    accounts: 2,
    activationMethod: 1,
    idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
  });
  expect(fetchUserInfo).toHaveBeenCalled();
});

test('a planId link preselects that plan', async () => {
  plans.mockResolvedValue([
    { id: 601, serverType: 2, durationUnit: 3, duration: 1, priceCents: 12000 },
    { id: 602, serverType: 2, durationUnit: 6, duration: 1, priceCents: 120000 },
  ]);
  await openOrder('serviceId=6&planId=602');
  expect(await screen.findByRole('radio', { name: '年' })).toBeChecked();
  expect(await within(price()).findByText('¥1,140.00')).toBeInTheDocument();
  expect(plans).toHaveBeenCalledWith(6);
});

test('a renewal renews one account of its server type, without an activation choice', async () => {
  options.mockResolvedValue({ ...OPTIONS, account: ACCOUNT });
  await openOrder(`serviceId=6&orderType=1&accountName=${ACCOUNT.accountName}`);
  expect(await screen.findByText(/续费账号 xhcm20481736（测试激活/)).toBeInTheDocument();
  expect(
    screen.getByRole('heading', { level: 1, name: '续费 Locate-CM 厘米级高精度定位服务' }),
  ).toBeInTheDocument();
  expect(options).toHaveBeenCalledWith(6, ACCOUNT.accountName);
  expect(screen.getByRole('radio', { name: '厘米级' })).toBeChecked();
  expect(screen.queryByRole('radio', { name: '亚米级' })).not.toBeInTheDocument();
  expect(screen.getByLabelText('账号数量')).toBeDisabled();
  expect(screen.queryByRole('radiogroup', { name: '激活方式' })).not.toBeInTheDocument();
  expect(await within(price()).findByText('¥114.00')).toBeInTheDocument();
  expect(quote).toHaveBeenLastCalledWith(
    expect.objectContaining({ orderType: 1, accountName: ACCOUNT.accountName, accounts: 1 }),
  );
});

test("an account that is not the user's cannot be renewed", async () => {
  await openOrder('serviceId=6&orderType=3&accountName=xhcm00000000');
  expect(await screen.findByRole('heading', { name: '未找到该服务账号' })).toBeInTheDocument();
  expect(quote).not.toHaveBeenCalled();
});

test('a refused quote says why and offers 重新计算; 提交订单 waits for a price', async () => {
  quote
    .mockRejectedValueOnce(new ApiFailure({ code: 40001, msg: '购买时长超出范围', status: 400 }))
    .mockImplementation(async (config) => serverPrice(config));
  const { user } = await openOrder('serviceId=6');
  await formShown();
  expect(await within(price()).findByText('购买时长超出范围')).toBeInTheDocument();
  expect(within(price()).getByRole('button', { name: /提交订单/ })).toBeDisabled();
  await user.click(within(price()).getByRole('button', { name: /重新计算/ }));
  expect(await within(price()).findByText('¥114.00')).toBeInTheDocument();
  expect(within(price()).getByRole('button', { name: /提交订单/ })).toBeEnabled();
});

test('a refused order shows the message; sending the same configuration again reuses the key', async () => {
  create
    .mockRejectedValueOnce(
      new ApiFailure({ code: 50000, msg: '服务器繁忙，请稍后再试', status: 500 }),
    )
    .mockResolvedValueOnce({ orderNo: 'SO2026112400000042' });
  const { user } = await openOrder('serviceId=6');
  await formShown();
  await within(price()).findByText('¥114.00');
  await user.click(within(price()).getByRole('button', { name: /提交订单/ }));
  expect(await within(price()).findByText('服务器繁忙，请稍后再试')).toBeInTheDocument();
  await user.click(within(price()).getByRole('button', { name: /提交订单/ }));
  expect(await screen.findByRole('heading', { name: /^\/order\/payment/ })).toBeInTheDocument();
  const [first, second] = create.mock.calls;
  expect(first?.[0].idempotencyKey).toBe(second?.[0].idempotencyKey);
});

test('an unknown service says so', async () => {
  options.mockRejectedValue(new ApiFailure({ code: 40401, msg: '服务不存在', status: 404 }));
  await openOrder('serviceId=99');
  expect(await screen.findByRole('heading', { name: '未找到该服务' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '查看全部服务' })).toHaveAttribute(
    'href',
    '/productSolution/services',
  );
});

test('a link without a service loads nothing', async () => {
  await openOrder('planId=601');
  expect(await screen.findByRole('heading', { name: '未指定要购买的服务' })).toBeInTheDocument();
  expect(options).not.toHaveBeenCalled();
});

test('sends an anonymous visitor to login, before any call', async () => {
  renderRoute(page, { path: '/order?serviceId=6' });
  expect(
    await screen.findByRole('heading', { name: '/login?redirect=%2Forder%3FserviceId%3D6' }),
  ).toBeInTheDocument();
  expect(options).not.toHaveBeenCalled();
});
