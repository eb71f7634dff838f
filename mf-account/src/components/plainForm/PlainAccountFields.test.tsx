import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePlainForm } from '@xingheng/shared/ui';
import { loginPasswordRules, phoneRules, smsCodeRules } from '../accountFields';
import { PlainLoginPasswordField, PlainPhoneField, PlainSmsCodeField } from './PlainAccountFields';

/** The three account fields in one form; 获取验证码 checks the phone and reports it to `onAsk`. */
function TestForm({
  onAsk,
  countdown = 0,
}: {
  onAsk: (phone: string) => void;
  countdown?: number;
}) {
  const form = usePlainForm({
    phone: phoneRules,
    password: loginPasswordRules,
    code: smsCodeRules,
  });
  return (
    <form aria-label="测试表单" noValidate onSubmit={form.handleSubmit(jest.fn())}>
      <PlainPhoneField binding={form.bind('phone')} />
      <PlainLoginPasswordField binding={form.bind('password')} />
      <PlainSmsCodeField
        binding={form.bind('code')}
        sending={false}
        countdown={countdown}
        sent={countdown > 0}
        onAsk={() => {
          const valid = form.validate(['phone']);
          if (valid) onAsk(valid.phone);
        }}
      />
    </form>
  );
}

test('the account fields have their labels, keypads, autofill and lengths', () => {
  render(<TestForm onAsk={jest.fn()} />);
  const phone = screen.getByLabelText('手机号');
  expect(phone).toHaveAttribute('inputmode', 'numeric');
  expect(phone).toHaveAttribute('autocomplete', 'tel');
  expect(phone).toHaveAttribute('maxlength', '11');
  expect(screen.getByLabelText('密码')).toHaveAttribute('type', 'password');
  expect(screen.getByLabelText('短信验证码')).toHaveAttribute('autocomplete', 'one-time-code');
});

test('获取验证码 checks the phone first, with the account messages', async () => {
  const onAsk = jest.fn();
  const user = userEvent.setup();
  render(<TestForm onAsk={onAsk} />);
  await user.type(screen.getByLabelText('手机号'), '12345678901');
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  expect(screen.getByRole('alert')).toHaveTextContent('请输入正确的 11 位手机号');
  expect(onAsk).not.toHaveBeenCalled();
  await user.clear(screen.getByLabelText('手机号'));
  await user.type(screen.getByLabelText('手机号'), '13812345678');
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  expect(onAsk).toHaveBeenCalledWith('13812345678');
});

test('during the countdown the button says the seconds left and is disabled', () => {
  render(<TestForm onAsk={jest.fn()} countdown={42} />);
  expect(screen.getByRole('button', { name: '42 秒后重新获取' })).toBeDisabled();
});
