import { render, screen } from '@testing-library/react';
import { PlainInputField } from './PlainInputField';
import { PlainSelectField } from './PlainSelectField';
import { PlainTextAreaField } from './PlainTextAreaField';
import { usePlainForm } from './usePlainForm';

function TestForm() {
  const form = usePlainForm({ company: [], type: [], note: [], email: [] });
  return (
    <form aria-label="测试表单">
      <PlainInputField binding={form.bind('company')} label="公司名称" required />
      <PlainSelectField
        binding={form.bind('type')}
        label="合作类型"
        options={[{ value: 'a', label: '渠道分销' }]}
        placeholder="请选择"
        required
      />
      <PlainTextAreaField binding={form.bind('note')} label="合作需求" required />
      <PlainInputField binding={form.bind('email')} label="电子邮箱" />
    </form>
  );
}

test('a required field is marked on its label and says so to assistive technology', () => {
  render(<TestForm />);
  for (const name of ['公司名称', '合作需求']) {
    const box = screen.getByRole('textbox', { name });
    expect(box).toBeRequired();
    expect(document.querySelector(`label[for="${box.id}"]`)).toHaveClass(
      'xh-field-label--required',
    );
  }
  expect(screen.getByRole('combobox', { name: '合作类型' })).toBeRequired();
  const optional = screen.getByRole('textbox', { name: '电子邮箱' });
  expect(optional).not.toBeRequired();
  expect(document.querySelector(`label[for="${optional.id}"]`)).not.toHaveClass(
    'xh-field-label--required',
  );
});
