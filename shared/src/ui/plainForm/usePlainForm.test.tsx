import { useEffect } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlainRule } from './fieldRules';
import { PlainInputField } from './PlainInputField';
import { usePlainForm } from './usePlainForm';

const confirmRules: PlainRule[] = [
  { required: true, message: '请再次输入密码' },
  {
    check: (value, values) =>
      value && value !== values.password ? '两次输入的密码不一致' : undefined,
  },
];

function TestForm() {
  const form = usePlainForm({ password: [], confirm: confirmRules });
  return (
    <form noValidate onSubmit={form.handleSubmit(jest.fn())}>
      <PlainInputField binding={form.bind('password')} label="密码" type="password" />
      <PlainInputField binding={form.bind('confirm')} label="确认密码" type="password" />
    </form>
  );
}

test('a field whose check reads another is checked again when that one changes', async () => {
  const user = userEvent.setup();
  render(<TestForm />);
  await user.type(screen.getByLabelText('密码'), 'abc12345');
  await user.type(screen.getByLabelText('确认密码'), 'abc1234');
  await user.tab();
  expect(screen.getByRole('alert')).toHaveTextContent('两次输入的密码不一致');
  // Fixing the first password makes the pair agree: the message goes at once.
  await user.clear(screen.getByLabelText('密码'));
  await user.type(screen.getByLabelText('密码'), 'abc1234');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a field not yet checked stays quiet when another changes', async () => {
  const user = userEvent.setup();
  render(<TestForm />);
  await user.type(screen.getByLabelText('密码'), 'abc12345');
  await user.tab();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

function PrefilledForm({ phone }: { phone?: string }) {
  const form = usePlainForm(
    { ticketNo: [], contact: [{ required: true, message: '请输入联系方式' }] },
    undefined,
    { initial: { ticketNo: 'BR20261124-7K3Q9D' } },
  );
  const { setValue, touched } = form;
  useEffect(() => {
    if (phone && !touched('contact')) setValue('contact', phone);
  }, [phone, setValue, touched]);
  return (
    <form noValidate onSubmit={form.handleSubmit(jest.fn())}>
      <PlainInputField binding={form.bind('ticketNo')} label="工单号" />
      <PlainInputField binding={form.bind('contact')} label="联系方式" />
    </form>
  );
}

test('a field starts with its initial value; setValue fills one the visitor has not touched', async () => {
  const user = userEvent.setup();
  const { rerender } = render(<PrefilledForm />);
  expect(screen.getByLabelText('工单号')).toHaveValue('BR20261124-7K3Q9D');
  expect(screen.getByLabelText('联系方式')).toHaveValue('');
  rerender(<PrefilledForm phone="13800138000" />);
  expect(screen.getByLabelText('联系方式')).toHaveValue('13800138000');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  // Once the visitor typed there, a later phone does not overwrite it.
  await user.clear(screen.getByLabelText('联系方式'));
  await user.type(screen.getByLabelText('联系方式'), 'ops@example.com');
  rerender(<PrefilledForm phone="13900139000" />);
  expect(screen.getByLabelText('联系方式')).toHaveValue('ops@example.com');
});
