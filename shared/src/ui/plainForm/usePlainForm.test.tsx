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
