import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LockOutlined from '@ant-design/icons-svg/lib/asn/LockOutlined';
import type { FieldRule } from './fieldRules';
import { PlainButton } from './PlainButton';
import { PlainInputField } from './PlainInputField';
import { usePlainForm } from './usePlainForm';

const rules: Record<'phone' | 'password' | 'code', FieldRule[]> = {
  phone: [
    { required: true, message: '请输入手机号' },
    { pattern: /^1\d{10}$/, message: '请输入正确的 11 位手机号' },
  ],
  password: [{ required: true, message: '请输入密码' }],
  code: [{ required: true, message: '请输入短信验证码' }],
};

/** A form with three fields and a code button; what it submits and asks for goes to the spies. */
function TestForm({
  onValid,
  onAsk,
  loading = false,
}: {
  onValid: (values: Record<string, string>) => void;
  onAsk: (phone: string) => void;
  loading?: boolean;
}) {
  const form = usePlainForm(rules);
  return (
    <form aria-label="测试表单" noValidate onSubmit={form.handleSubmit(onValid)}>
      <PlainInputField binding={form.bind('phone')} label="手机号" />
      <PlainInputField
        binding={form.bind('password')}
        label="密码"
        type="password"
        icon={LockOutlined}
        extra="8–20 位"
      />
      <PlainInputField
        binding={form.bind('code')}
        label="短信验证码"
        addon={
          <PlainButton
            onClick={() => {
              const valid = form.validate(['phone']);
              if (valid) onAsk(valid.phone);
            }}
          >
            获取验证码
          </PlainButton>
        }
      />
      <PlainButton type="submit" variant="primary" loading={loading}>
        登录
      </PlainButton>
    </form>
  );
}

function setup(loading = false) {
  const onValid = jest.fn();
  const onAsk = jest.fn();
  const user = userEvent.setup();
  render(<TestForm onValid={onValid} onAsk={onAsk} loading={loading} />);
  return { onValid, onAsk, user };
}

test('labels name the inputs; a submit with empty fields shows every message and sends nothing', async () => {
  const { onValid, user } = setup();
  await user.click(screen.getByRole('button', { name: '登录' }));
  expect(screen.getByText('请输入手机号')).toBeInTheDocument();
  expect(screen.getByText('请输入密码')).toBeInTheDocument();
  expect(screen.getByText('请输入短信验证码')).toBeInTheDocument();
  const phone = screen.getByLabelText('手机号');
  expect(phone).toHaveAttribute('aria-invalid', 'true');
  expect(phone).toHaveAccessibleDescription('请输入手机号');
  expect(onValid).not.toHaveBeenCalled();
});

test('help text describes its input, after the message when there is one', async () => {
  const { user } = setup();
  const password = screen.getByLabelText('密码');
  expect(password).toHaveAccessibleDescription('8–20 位');
  await user.click(screen.getByRole('button', { name: '登录' }));
  expect(password).toHaveAccessibleDescription('请输入密码 8–20 位');
});

test('a field is checked when left with text, then again at each change', async () => {
  const { user } = setup();
  const phone = screen.getByLabelText('手机号');
  await user.type(phone, '138');
  // Typing alone says nothing yet.
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.tab();
  expect(screen.getByRole('alert')).toHaveTextContent('请输入正确的 11 位手机号');
  await user.type(phone, '12345678');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(phone).not.toHaveAttribute('aria-invalid');
  await user.clear(phone);
  expect(screen.getByRole('alert')).toHaveTextContent('请输入手机号');
});

test('leaving an empty field says nothing', async () => {
  const { user } = setup();
  await user.click(screen.getByLabelText('手机号'));
  await user.tab();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('validate of one field checks only that one (the SMS code button)', async () => {
  const { onAsk, user } = setup();
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['请输入手机号']);
  expect(onAsk).not.toHaveBeenCalled();
  await user.type(screen.getByLabelText('手机号'), '13812345678');
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  expect(onAsk).toHaveBeenCalledWith('13812345678');
});

test('valid fields submit their values; Enter submits too', async () => {
  const { onValid, user } = setup();
  await user.type(screen.getByLabelText('手机号'), '13812345678');
  await user.type(screen.getByLabelText('密码'), 'secret123');
  await user.type(screen.getByLabelText('短信验证码'), '123456{Enter}');
  expect(onValid).toHaveBeenCalledWith({
    phone: '13812345678',
    password: 'secret123',
    code: '123456',
  });
});

test('the password toggle shows and hides the text and says its state', async () => {
  const { user } = setup();
  const password = screen.getByLabelText('密码');
  const toggle = screen.getByRole('button', { name: '显示密码' });
  expect(password).toHaveAttribute('type', 'password');
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await user.click(toggle);
  expect(password).toHaveAttribute('type', 'text');
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await user.click(toggle);
  expect(password).toHaveAttribute('type', 'password');
});

test('a loading submit button ignores clicks (no second submit)', async () => {
  const { onValid, user } = setup(true);
  await user.type(screen.getByLabelText('手机号'), '13812345678');
  await user.type(screen.getByLabelText('密码'), 'secret123');
  await user.type(screen.getByLabelText('短信验证码'), '123456');
  const submit = screen.getByRole('button', { name: '登录' });
  expect(submit).toHaveAttribute('aria-busy', 'true');
  await user.click(submit);
  expect(onValid).not.toHaveBeenCalled();
});

test("the server's HTML has every control disabled (a click before hydration would be lost)", () => {
  const html = renderToString(<TestForm onValid={jest.fn()} onAsk={jest.fn()} />);
  const container = document.createElement('div');
  container.innerHTML = html;
  const controls = [...container.querySelectorAll('input, button')];
  expect(controls).toHaveLength(6);
  expect(controls.filter((c) => !(c as HTMLInputElement).disabled)).toEqual([]);
});

test('icons are drawn from their definitions, with React attribute names', () => {
  const html = renderToString(<PlainButton icon={LockOutlined}>锁定</PlainButton>);
  expect(html).toMatch(/<svg viewBox="64 64 896 896"[^>]*aria-hidden="true"/);
  expect(html).toContain('<path d="M832 464h-68V240');
});

test('a button may be named apart from its text and say a toggle state', async () => {
  const onClick = jest.fn();
  render(
    <PlainButton ariaLabel="查看工单 BR20261124-7K3Q9D" pressed onClick={onClick}>
      查看详情
    </PlainButton>,
  );
  const button = screen.getByRole('button', { name: '查看工单 BR20261124-7K3Q9D' });
  expect(button).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
});
