import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlainButton } from './PlainButton';
import { PlainRadioGroup } from './PlainRadioGroup';
import { usePlainForm } from './usePlainForm';

const OPTIONS = [
  { value: 'person', label: '个人' },
  { value: 'company', label: '企业' },
  { value: 'school', label: '高校' },
];

function TestForm({ onValid }: { onValid: (values: { kind: string }) => void }) {
  const form = usePlainForm({ kind: [{ required: true, message: '请选择用户类型' }] });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <PlainRadioGroup binding={form.bind('kind')} label="用户类型" options={OPTIONS} />
      <PlainButton type="submit">提交</PlainButton>
    </form>
  );
}

test('the legend names the group; each radio is named by its text', () => {
  render(<TestForm onValid={jest.fn()} />);
  const group = screen.getByRole('radiogroup', { name: '用户类型' });
  expect(group.tagName).toBe('FIELDSET');
  expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('name'))).toEqual([
    'kind',
    'kind',
    'kind',
  ]);
  expect(screen.getByRole('radio', { name: '企业' })).not.toBeChecked();
});

test('a submit without a choice shows the message; a choice clears it and submits', async () => {
  const onValid = jest.fn();
  const user = userEvent.setup();
  render(<TestForm onValid={onValid} />);
  await user.click(screen.getByRole('button', { name: '提交' }));
  expect(screen.getByRole('alert')).toHaveTextContent('请选择用户类型');
  expect(screen.getByRole('radiogroup', { name: '用户类型' })).toHaveAccessibleDescription(
    '请选择用户类型',
  );
  expect(screen.getByRole('radio', { name: '个人' })).toHaveAttribute('aria-invalid', 'true');
  await user.click(screen.getByRole('radio', { name: '企业' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '提交' }));
  expect(onValid).toHaveBeenCalledWith({ kind: 'company' });
});

test('the arrow keys move the choice', async () => {
  const user = userEvent.setup();
  render(<TestForm onValid={jest.fn()} />);
  await user.click(screen.getByRole('radio', { name: '个人' }));
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('radio', { name: '企业' })).toBeChecked();
  expect(screen.getByRole('radio', { name: '个人' })).not.toBeChecked();
});

test("the server's HTML has the group disabled", () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<TestForm onValid={jest.fn()} />);
  expect(container.querySelector('fieldset')).toBeDisabled();
});

function Switch({ onChoose }: { onChoose: (value: string) => void }) {
  const form = usePlainForm({ kind: [] }, undefined, { initial: { kind: 'person' } });
  const binding = form.bind('kind');
  return (
    <PlainRadioGroup
      binding={{
        ...binding,
        onChoose: (value) => {
          binding.onChoose(value);
          onChoose(value);
        },
      }}
      label="用户类型"
      options={OPTIONS}
      optionType="button"
      labelHidden
      extra="可随时切换"
    />
  );
}

test('as buttons without a legend: named by its label, described by its help, arrow keys move', async () => {
  const onChoose = jest.fn();
  const user = userEvent.setup();
  render(<Switch onChoose={onChoose} />);
  const group = screen.getByRole('radiogroup', { name: '用户类型' });
  expect(group.querySelector('legend')).toBeNull();
  expect(group).toHaveAccessibleDescription('可随时切换');
  const person = screen.getByRole('radio', { name: '个人' });
  expect(person).toBeChecked();
  expect(person.closest('label')).toHaveClass('xh-choice--chosen');
  await user.click(screen.getByRole('radio', { name: '企业' }));
  expect(onChoose).toHaveBeenLastCalledWith('company');
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('radio', { name: '高校' })).toBeChecked();
  expect(screen.getByRole('radio', { name: '高校' }).closest('label')).toHaveClass(
    'xh-choice--chosen',
  );
  expect(onChoose).toHaveBeenLastCalledWith('school');
});
