import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlainButton } from './PlainButton';
import { PlainTextAreaField } from './PlainTextAreaField';
import { usePlainForm } from './usePlainForm';

function TestForm({ onValid }: { onValid: (values: { text: string }) => void }) {
  const form = usePlainForm({
    text: [
      { required: true, message: '请描述问题' },
      { min: 5, message: '至少 5 个字' },
    ],
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <PlainTextAreaField
        binding={form.bind('text')}
        label="问题描述"
        maxLength={20}
        showCount
        placeholder="请描述遇到的问题"
      />
      <PlainButton type="submit">提交</PlainButton>
    </form>
  );
}

test('the label names the text area and the counter describes it as the visitor types', async () => {
  const user = userEvent.setup();
  render(<TestForm onValid={jest.fn()} />);
  const text = screen.getByRole('textbox', { name: '问题描述' });
  expect(text).toHaveAttribute('maxlength', '20');
  expect(text).toHaveAccessibleDescription('0 / 20');
  await user.type(text, '定位漂移');
  expect(text).toHaveAccessibleDescription('4 / 20');
});

test('checked when left with text, then at each change; Enter makes a new line', async () => {
  const onValid = jest.fn();
  const user = userEvent.setup();
  render(<TestForm onValid={onValid} />);
  const text = screen.getByRole('textbox', { name: '问题描述' });
  await user.type(text, '漂移');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.tab();
  expect(screen.getByRole('alert')).toHaveTextContent('至少 5 个字');
  expect(text).toHaveAttribute('aria-invalid', 'true');
  await user.type(text, '{Enter}偶尔出现');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(onValid).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: '提交' }));
  expect(onValid).toHaveBeenCalledWith({ text: '漂移\n偶尔出现' });
});

test('a submit while empty shows the required message', async () => {
  const user = userEvent.setup();
  render(<TestForm onValid={jest.fn()} />);
  await user.click(screen.getByRole('button', { name: '提交' }));
  expect(screen.getByRole('textbox', { name: '问题描述' })).toHaveAccessibleDescription(
    '请描述问题 0 / 20',
  );
});

test("the server's HTML has the text area disabled", () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<TestForm onValid={jest.fn()} />);
  expect(container.querySelector('textarea')).toBeDisabled();
});
