import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlainButton } from './PlainButton';
import { PlainSelectField } from './PlainSelectField';
import { usePlainForm } from './usePlainForm';

const OPTIONS = [
  { value: 'cors', label: 'CORS 账号' },
  { value: 'sdk', label: '定位 SDK' },
];

function TestForm({ onValid }: { onValid: (values: { kind: string }) => void }) {
  const form = usePlainForm({ kind: [{ required: true, message: '请选择服务类型' }] });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <PlainSelectField
        binding={form.bind('kind')}
        label="服务类型"
        placeholder="请选择"
        options={OPTIONS}
        extra="可在购买后更换"
      />
      <PlainButton type="submit">提交</PlainButton>
    </form>
  );
}

test('the label names the select; the placeholder comes first with an empty value', () => {
  render(<TestForm onValid={jest.fn()} />);
  const select = screen.getByRole('combobox', { name: '服务类型' });
  expect(select).toHaveValue('');
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
    '请选择',
    'CORS 账号',
    '定位 SDK',
  ]);
  expect(select).toHaveAccessibleDescription('可在购买后更换');
});

test('a submit without a choice shows the message; a choice clears it at once', async () => {
  const onValid = jest.fn();
  const user = userEvent.setup();
  render(<TestForm onValid={onValid} />);
  await user.click(screen.getByRole('button', { name: '提交' }));
  const select = screen.getByRole('combobox', { name: '服务类型' });
  expect(screen.getByRole('alert')).toHaveTextContent('请选择服务类型');
  expect(select).toHaveAttribute('aria-invalid', 'true');
  expect(select).toHaveAccessibleDescription('请选择服务类型 可在购买后更换');
  await user.selectOptions(select, '定位 SDK');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '提交' }));
  expect(onValid).toHaveBeenCalledWith({ kind: 'sdk' });
});

test('choosing the placeholder again is checked at once', async () => {
  const user = userEvent.setup();
  render(<TestForm onValid={jest.fn()} />);
  const select = screen.getByRole('combobox', { name: '服务类型' });
  await user.selectOptions(select, 'cors');
  await user.selectOptions(select, '');
  expect(screen.getByRole('alert')).toHaveTextContent('请选择服务类型');
});

test('the select is reached with Tab, and leaving it after a choice keeps it valid', async () => {
  const user = userEvent.setup();
  render(<TestForm onValid={jest.fn()} />);
  const select = screen.getByRole('combobox', { name: '服务类型' });
  await user.tab();
  expect(select).toHaveFocus();
  await user.selectOptions(select, 'cors');
  await user.tab();
  expect(select).toHaveValue('cors');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test("the server's HTML has the select disabled", () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<TestForm onValid={jest.fn()} />);
  expect(container.querySelector('select')).toBeDisabled();
});

test('a select told to be disabled stays disabled after hydration', () => {
  function Dependent() {
    const form = usePlainForm({ kind: [] });
    return <PlainSelectField binding={form.bind('kind')} label="城市" options={OPTIONS} disabled />;
  }
  render(<Dependent />);
  expect(screen.getByRole('combobox', { name: '城市' })).toBeDisabled();
});
