import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlainButton } from './PlainButton';
import { PlainCheckbox } from './PlainCheckbox';
import { PlainInputField } from './PlainInputField';
import { usePlainForm } from './usePlainForm';

function TestForm({ onValid }: { onValid: (values: { name: string; agree: boolean }) => void }) {
  const form = usePlainForm(
    { name: [{ required: true, message: '请输入姓名' }] },
    { agree: [{ required: true, message: '请阅读并同意《用户协议》' }] },
  );
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <PlainInputField binding={form.bind('name')} label="姓名" />
      <PlainCheckbox binding={form.bindCheckbox('agree')}>
        我已阅读并同意<a href="#terms">《用户协议》</a>
      </PlainCheckbox>
      <PlainButton type="submit">注册</PlainButton>
    </form>
  );
}

test('the label names the box; a submit unticked shows the message under it', async () => {
  const onValid = jest.fn();
  const user = userEvent.setup();
  render(<TestForm onValid={onValid} />);
  const box = screen.getByRole('checkbox', { name: /^我已阅读并同意\s*《用户协议》$/ });
  expect(box).not.toBeChecked();
  await user.type(screen.getByLabelText('姓名'), '张三');
  await user.click(screen.getByRole('button', { name: '注册' }));
  expect(screen.getByRole('alert')).toHaveTextContent('请阅读并同意《用户协议》');
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(box).toHaveAccessibleDescription('请阅读并同意《用户协议》');
  expect(onValid).not.toHaveBeenCalled();
});

test('ticking clears the message at once and submits the box as true', async () => {
  const onValid = jest.fn();
  const user = userEvent.setup();
  render(<TestForm onValid={onValid} />);
  await user.click(screen.getByRole('button', { name: '注册' }));
  await user.click(screen.getByRole('checkbox'));
  expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['请输入姓名']);
  await user.type(screen.getByLabelText('姓名'), '张三');
  await user.click(screen.getByRole('button', { name: '注册' }));
  expect(onValid).toHaveBeenCalledWith({ name: '张三', agree: true });
});

test('Space toggles the box; unticking it is checked at once', async () => {
  const user = userEvent.setup();
  render(<TestForm onValid={jest.fn()} />);
  const box = screen.getByRole('checkbox');
  box.focus();
  await user.keyboard(' ');
  expect(box).toBeChecked();
  await user.keyboard(' ');
  expect(box).not.toBeChecked();
  expect(screen.getByRole('alert')).toHaveTextContent('请阅读并同意《用户协议》');
});

test("the server's HTML has the box disabled", () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<TestForm onValid={jest.fn()} />);
  expect(container.querySelector('input[type=checkbox]')).toBeDisabled();
});
