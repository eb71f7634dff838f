import { useEffect } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import {
  ApiFailure,
  loadAddressBook,
  type Address,
  type AddressBookProps,
  type HardwareProduct,
} from '@xingheng/shared';
import { renderRoute } from '@xingheng/shared/testing';
import { routes } from '../../../exposes/routes';
import { createHardwareOrder, fetchHardwareProduct } from '../../../features/checkout/api';
import { paths } from '../../../paths';
import { LOGGED_IN } from '../../../testing/orderFixtures';

jest.mock('../../../features/checkout/api');
jest.mock('@xingheng/shared', () => ({
  ...jest.requireActual<object>('@xingheng/shared'),
  loadAddressBook: jest.fn(),
}));
const product = jest.mocked(fetchHardwareProduct);
const create = jest.mocked(createHardwareOrder);
const addressBook = jest.mocked(loadAddressBook);

jest.setTimeout(30000);

const T_BOX: HardwareProduct = {
  slug: 't-box',
  name: 'T-BOX 车载通信终端',
  category: '终端',
  summary: '集成高精度定位与 4G/5G 通信的车载终端。',
  unitPriceCents: 368000,
};

function address(id: number, recipient: string, isDefault: boolean): Address {
  return {
    id,
    recipient,
    mobile: '13800138000',
    provinceCode: '110000',
    provinceName: '北京市',
    cityCode: '110100',
    cityName: '市辖区',
    districtCode: '110108',
    districtName: '海淀区',
    detail: '中关村大街 1 号',
    postcode: null,
    isDefault,
    createdAt: 0,
    updatedAt: 0,
  };
}
const ADDRESSES = [address(11, '张三', true), address(12, '李四', false)];

/** mf-account's address book in pick mode, as its contract says: the default is picked on load. */
function FakeAddressBook({ mode, selectedId, onPick }: AddressBookProps) {
  useEffect(() => {
    if (selectedId === undefined && ADDRESSES[0]) onPick?.(ADDRESSES[0]);
  }, [selectedId, onPick]);
  return (
    <fieldset>
      <legend>地址簿（{mode}）</legend>
      {ADDRESSES.map((a) => (
        <label key={a.id}>
          <input type="radio" checked={selectedId === a.id} onChange={() => onPick?.(a)} />
          {a.recipient}
        </label>
      ))}
    </fieldset>
  );
}

/** Only this page: a link elsewhere renders a heading with its address (`renderRoute`). */
const page = routes.filter((route) => route.path === paths.shopOrder);

beforeEach(() => {
  product.mockResolvedValue(T_BOX);
  create.mockResolvedValue({ orderNo: 'HO2026112487654321' });
  addressBook.mockResolvedValue({ default: FakeAddressBook });
});
afterEach(() => jest.clearAllMocks());

async function openCheckout(query = 'product=t-box&quantity=2') {
  const view = renderRoute(page, {
    path: `/order/shopOrder?${query}`,
    preloadedState: LOGGED_IN,
  });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

function amount() {
  return screen.getByRole('complementary', { name: '应付金额' });
}

async function fill(user: UserEvent, label: string, text: string) {
  await user.clear(screen.getByLabelText(label));
  await user.paste(text);
}

async function choose(user: UserEvent, name: string) {
  const label = screen.getByRole('radio', { name }).closest('label');
  if (!label) throw new Error(`no label for ${name}`);
  await user.click(label);
}

test('quantity, address and a company invoice make a hardware order, then payment', async () => {
  const { user } = await openCheckout();
  expect(await screen.findByRole('heading', { name: 'T-BOX 车载通信终端' })).toBeInTheDocument();
  expect(screen.getByText('单价 ¥3,680.00')).toBeInTheDocument();
  expect(product).toHaveBeenCalledWith('t-box');
  expect(within(amount()).getByText('¥7,360.00')).toBeInTheDocument();
  expect(within(amount()).getByText(/以提交后服务器确认的订单金额为准/)).toBeInTheDocument();
  expect(await screen.findByText('地址簿（pick）')).toBeInTheDocument();

  const quantity = screen.getByLabelText('购买数量');
  await user.clear(quantity);
  await user.type(quantity, '3');
  expect(within(amount()).getByText('¥11,040.00')).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: '李四' }));

  await choose(user, '企业');
  await fill(user, '发票抬头', '深圳星衡时空科技有限公司');
  await fill(user, '纳税人识别号', '91440300708461136U');
  await user.click(screen.getByRole('button', { name: /提交订单/ }));
  expect(await screen.findByText('纳税人识别号不正确，请核对末位校验码')).toBeInTheDocument();
  expect(create).not.toHaveBeenCalled();

  await fill(user, '纳税人识别号', '91440300708461136t');
  await user.click(screen.getByRole('button', { name: /提交订单/ }));
  expect(
    await screen.findByRole('heading', { name: '/order/payment?orderNo=HO2026112487654321' }),
  ).toBeInTheDocument();
  expect(create).toHaveBeenCalledWith({
    slug: 't-box',
    quantity: 3,
    addressId: 12,
    invoice: {
      type: 'company',
      title: '深圳星衡时空科技有限公司',
      taxNumber: '91440300708461136T',
    },
    idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
  });
});

test('a personal invoice needs a title; no invoice by default', async () => {
  create.mockRejectedValueOnce(new ApiFailure({ code: 40401, msg: '收货地址不存在', status: 404 }));
  const { user } = await openCheckout('product=t-box');
  await screen.findByText('地址簿（pick）');
  expect(screen.getByRole('radio', { name: '不开发票' })).toBeChecked();
  expect(within(amount()).getByText('¥3,680.00')).toBeInTheDocument();
  await choose(user, '个人');
  await user.click(screen.getByRole('button', { name: /提交订单/ }));
  expect(await screen.findByText('请输入发票抬头（个人姓名）')).toBeInTheDocument();
  await fill(user, '发票抬头', '王五');
  await user.click(screen.getByRole('button', { name: /提交订单/ }));
  expect(await within(amount()).findByText('收货地址不存在')).toBeInTheDocument();
  expect(create).toHaveBeenCalledWith(
    expect.objectContaining({
      quantity: 1,
      addressId: 11,
      invoice: { type: 'personal', title: '王五' },
    }),
  );
});

test('when the address book cannot load, submitting is blocked with a message', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  addressBook.mockRejectedValue(new Error('mf-account 的 ./AddressBook 无法加载'));
  const { user } = await openCheckout();
  expect(await screen.findByText('收货地址暂时无法加载')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /提交订单/ }));
  expect(
    await within(amount()).findByText(/收货地址暂时无法加载，暂不能提交订单/),
  ).toBeInTheDocument();
  expect(create).not.toHaveBeenCalled();

  // mf-account is back (this customer has no address yet, so nothing is picked): 重试 shows the
  // book, and the stale message goes away.
  addressBook.mockResolvedValue({ default: () => <p>还没有收货地址</p> });
  await user.click(screen.getByRole('button', { name: /重\s*试/ }));
  expect(await screen.findByText('还没有收货地址')).toBeInTheDocument();
  expect(within(amount()).queryByText(/暂不能提交订单/)).not.toBeInTheDocument();
  jest.mocked(console.error).mockRestore();
});

test('a product not sold online says so, with a link to the hardware list', async () => {
  product.mockRejectedValue(new ApiFailure({ code: 40401, msg: '商品不存在', status: 404 }));
  await openCheckout('product=lk-gnss');
  expect(
    await screen.findByRole('heading', { name: '该商品暂不支持在线购买' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '查看全部硬件' })).toHaveAttribute(
    'href',
    '/productSolution?tab=2',
  );
});

test('a failed load offers 重试', async () => {
  product
    .mockRejectedValueOnce(new ApiFailure({ code: -1, msg: '网络异常，请稍后重试' }))
    .mockResolvedValueOnce(T_BOX);
  const { user } = await openCheckout();
  await screen.findByRole('heading', { name: '商品加载失败' });
  await user.click(screen.getByRole('button', { name: /重\s*试/ }));
  expect(await screen.findByRole('heading', { name: 'T-BOX 车载通信终端' })).toBeInTheDocument();
});

test('a service link of the older form goes to the purchase page', async () => {
  renderRoute(page, {
    path: '/order/shopOrder?serviceId=6&planId=601',
    preloadedState: LOGGED_IN,
  });
  expect(
    await screen.findByRole('heading', { name: '/order?serviceId=6&planId=601' }),
  ).toBeInTheDocument();
  expect(product).not.toHaveBeenCalled();
});

test('sends an anonymous visitor to login, before any call', async () => {
  renderRoute(page, { path: '/order/shopOrder?product=t-box' });
  expect(
    await screen.findByRole('heading', {
      name: '/login?redirect=%2Forder%2FshopOrder%3Fproduct%3Dt-box',
    }),
  ).toBeInTheDocument();
  await waitFor(() => expect(product).not.toHaveBeenCalled());
});
