import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AddressBookModule, AddressBookProps } from '@xingheng/shared';
import { DeliveryAddress } from './DeliveryAddress';

/** Checkout's address step with mf-account up, down, and back (docs/adr/0003). */

function FakeAddressBook({ mode }: AddressBookProps) {
  return <p>地址簿（{mode}）</p>;
}
const up = async (): Promise<AddressBookModule> => ({ default: FakeAddressBook });

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test("shows mf-account's address book in pick mode", async () => {
  render(<DeliveryAddress onPick={jest.fn()} load={up} />);
  expect(screen.getByRole('heading', { name: '收货地址' })).toBeInTheDocument();
  expect(await screen.findByText('地址簿（pick）')).toBeInTheDocument();
});

test('says so when mf-account is down, and 重试 loads it once it is back', async () => {
  const load = jest
    .fn<Promise<AddressBookModule>, []>()
    .mockRejectedValueOnce(new Error('mf-account 的 ./AddressBook 无法加载'))
    .mockImplementation(up);
  render(<DeliveryAddress onPick={jest.fn()} load={load} />);
  expect(await screen.findByText('收货地址暂时无法加载')).toBeInTheDocument();
  expect(screen.getByText(/暂不能选择收货地址/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
  expect(await screen.findByText('地址簿（pick）')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test('管理收货地址 opens the book in manage mode; 完成 returns to picking', async () => {
  render(<DeliveryAddress onPick={jest.fn()} load={up} />);
  await screen.findByText('地址簿（pick）');
  await userEvent.click(screen.getByRole('button', { name: '管理收货地址' }));
  expect(screen.getByText('地址簿（manage）')).toBeInTheDocument();
  expect(screen.queryByText('地址簿（pick）')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /完\s*成/ }));
  expect(screen.getByText('地址簿（pick）')).toBeInTheDocument();
});
