import type { ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { ApiFailure, type Address, type Region } from '@xingheng/shared';
import { AppProviders } from '@xingheng/shared/ui';
import { AddressBook } from './AddressBook';
import { AddressBookDepsContext, type AddressBookDeps } from './addressBookDeps';

const HOME: Address = {
  id: 100000001,
  recipient: '张三',
  mobile: '13912345678',
  provinceCode: '110000',
  provinceName: '北京市',
  cityCode: '110100',
  cityName: '市辖区',
  districtCode: '110101',
  districtName: '东城区',
  detail: '王府井大街 1 号',
  postcode: '100006',
  isDefault: true,
  createdAt: 1,
  updatedAt: 1,
};
const OFFICE: Address = {
  ...HOME,
  id: 100000002,
  recipient: '李四',
  mobile: '18612345678',
  provinceCode: '440000',
  provinceName: '广东省',
  cityCode: '441900',
  cityName: '东莞市',
  districtCode: '441900',
  districtName: '东莞市',
  detail: '鸿福路 200 号',
  postcode: null,
  isDefault: false,
};

const REGIONS: Record<string, Region[]> = {
  '': [
    { code: '110000', name: '北京市', hasChildren: true },
    { code: '440000', name: '广东省', hasChildren: true },
  ],
  '110000': [{ code: '110100', name: '市辖区', hasChildren: true }],
  '110100': [{ code: '110101', name: '东城区', hasChildren: false }],
  '440000': [{ code: '441900', name: '东莞市', hasChildren: true }],
  '441900': [{ code: '441900', name: '东莞市', hasChildren: false }],
};

function fakeDeps(addresses: Address[], overrides: Partial<AddressBookDeps> = {}) {
  const deps = {
    regions: jest.fn(async (code?: string) => REGIONS[code ?? ''] ?? []),
    list: jest.fn(async () => addresses),
    create: jest.fn(async () => HOME),
    update: jest.fn(async () => HOME),
    remove: jest.fn(async () => null),
    setDefault: jest.fn(async () => null),
    ...overrides,
  };
  return deps;
}

/** Focuses a field and pastes `text` into it (one change event: typing into antd fields is slow in jsdom). */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

function renderBook(deps: AddressBookDeps, element: ReactNode) {
  const user = userEvent.setup();
  render(
    <AppProviders>
      <AddressBookDepsContext value={deps}>{element}</AddressBookDepsContext>
    </AppProviders>,
  );
  return user;
}

test('shows a loading state, then the empty state with an add button', async () => {
  let resolve: (list: Address[]) => void = () => undefined;
  const deps = fakeDeps([], { list: jest.fn(() => new Promise<Address[]>((r) => (resolve = r))) });
  renderBook(deps, <AddressBook mode="manage" />);
  expect(screen.getByRole('status')).toHaveTextContent('正在加载收货地址');
  resolve([]);
  expect(await screen.findByText('还没有收货地址')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '新增收货地址' })).toBeInTheDocument();
});

test('shows a failed load with a retry', async () => {
  const list = jest
    .fn<Promise<Address[]>, []>()
    .mockRejectedValueOnce(
      new ApiFailure({ code: 50000, msg: '服务器繁忙，请稍后再试', status: 500 }),
    )
    .mockResolvedValueOnce([HOME]);
  const user = renderBook(fakeDeps([], { list }), <AddressBook mode="manage" />);
  expect(await screen.findByText('服务器繁忙，请稍后再试')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /重\s*试/ }));
  expect(await screen.findByText('张三')).toBeInTheDocument();
});

test('manage mode lists the addresses, sets a default and deletes after confirming', async () => {
  const deps = fakeDeps([HOME, OFFICE]);
  const user = renderBook(deps, <AddressBook mode="manage" />);
  const list = await screen.findByRole('list', { name: '收货地址' });
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(within(items[0]!).getByText('默认')).toBeInTheDocument();
  expect(within(items[1]!).getByText(/广东省 东莞市 东莞市 鸿福路 200 号/)).toBeInTheDocument();
  expect(within(items[0]!).queryByRole('button', { name: '设为默认' })).toBeNull();

  await user.click(within(items[1]!).getByRole('button', { name: '设为默认' }));
  await waitFor(() => expect(deps.setDefault).toHaveBeenCalledWith(OFFICE.id));
  await waitFor(() => expect(deps.list).toHaveBeenCalledTimes(2));

  await user.click(within(items[1]!).getByRole('button', { name: /删\s*除/ }));
  expect(deps.remove).not.toHaveBeenCalled();
  const buttons = await screen.findAllByRole('button', { name: /^删\s*除$/ });
  expect(buttons).toHaveLength(3);
  // The last one is the confirmation's (rendered after the list).
  await user.click(buttons[buttons.length - 1]!);
  await waitFor(() => expect(deps.remove).toHaveBeenCalledWith(OFFICE.id));
});

test('pick mode preselects the default, and the arrow keys and clicks pick another', async () => {
  const onPick = jest.fn();
  const user = renderBook(fakeDeps([HOME, OFFICE]), <AddressBook mode="pick" onPick={onPick} />);
  const group = await screen.findByRole('radiogroup', { name: '选择收货地址' });
  const [home, office] = within(group).getAllByRole('radio');
  await waitFor(() => expect(onPick).toHaveBeenCalledWith(HOME));
  expect(home).toBeChecked();
  await user.click(office!);
  expect(onPick).toHaveBeenLastCalledWith(OFFICE);
  expect(office).toBeChecked();
  await user.keyboard('{ArrowUp}');
  await waitFor(() => expect(onPick).toHaveBeenLastCalledWith(HOME));
});

test('the form refuses empty and malformed fields with Chinese messages', async () => {
  const deps = fakeDeps([]);
  const user = renderBook(deps, <AddressBook mode="manage" />);
  await user.click(await screen.findByRole('button', { name: '新增收货地址' }));
  const form = await screen.findByRole('form', { name: '新增收货地址', hidden: true });
  await user.click(within(form).getByRole('button', { name: /保\s*存/, hidden: true }));
  expect(await within(form).findByText('请输入收货人姓名')).toBeInTheDocument();
  expect(within(form).getByText('请输入手机号码')).toBeInTheDocument();
  expect(within(form).getByText('请选择所在地区')).toBeInTheDocument();
  expect(within(form).getByText('请输入详细地址')).toBeInTheDocument();

  await fill(user, within(form).getByLabelText('收货人'), '张');
  await fill(user, within(form).getByLabelText('手机号码'), '123');
  await fill(user, within(form).getByLabelText('详细地址'), '王府井');
  await fill(user, within(form).getByLabelText('邮政编码（选填）'), '1');
  expect(await within(form).findByText('收货人姓名为 2–20 个字')).toBeInTheDocument();
  expect(await within(form).findByText('请输入正确的 11 位手机号码')).toBeInTheDocument();
  expect(await within(form).findByText('详细地址为 5–120 个字')).toBeInTheDocument();
  expect(await within(form).findByText('邮政编码为 6 位数字')).toBeInTheDocument();
  expect(deps.create).not.toHaveBeenCalled();
}, 30_000);

test('editing shows the saved region, sends the whole address and shows a refusal', async () => {
  const update = jest
    .fn<Promise<Address>, [number, unknown]>()
    .mockRejectedValueOnce(
      new ApiFailure({
        code: 40031,
        msg: '默认地址不能取消，请把其他地址设为默认地址',
        status: 400,
      }),
    )
    .mockResolvedValueOnce({ ...HOME, recipient: '张小三' });
  const deps = fakeDeps([HOME], { update });
  const user = renderBook(deps, <AddressBook mode="manage" />);
  await user.click(await screen.findByRole('button', { name: /编\s*辑/ }));
  const form = await screen.findByRole('form', { name: '编辑收货地址', hidden: true });
  expect(await within(form).findByText('北京市 / 市辖区 / 东城区')).toBeInTheDocument();
  expect(within(form).getByRole('checkbox', { name: '设为默认地址', hidden: true })).toBeChecked();
  expect(within(form).getByRole('checkbox', { name: '设为默认地址', hidden: true })).toBeDisabled();
  const recipient = within(form).getByLabelText('收货人');
  await user.clear(recipient);
  await fill(user, recipient, '张小三');
  await user.click(within(form).getByRole('button', { name: /保\s*存/, hidden: true }));
  expect(
    await within(form).findByText('默认地址不能取消，请把其他地址设为默认地址'),
  ).toBeInTheDocument();
  expect(update).toHaveBeenCalledWith(HOME.id, {
    recipient: '张小三',
    mobile: HOME.mobile,
    provinceCode: '110000',
    cityCode: '110100',
    districtCode: '110101',
    detail: HOME.detail,
    postcode: '100006',
    isDefault: true,
  });
  await user.click(within(form).getByRole('button', { name: /保\s*存/, hidden: true }));
  await waitFor(() =>
    expect(screen.queryByRole('form', { name: '编辑收货地址', hidden: true })).toBeNull(),
  );
}, 30_000);
