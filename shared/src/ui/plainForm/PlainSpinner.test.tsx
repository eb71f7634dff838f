import { render, screen } from '@testing-library/react';
import { PlainSpinner } from './PlainSpinner';

test('with a label the spinner is a status named by it', () => {
  render(<PlainSpinner label="正在加载地图" size="large" />);
  expect(screen.getByRole('status', { name: '正在加载地图' })).toBeInTheDocument();
});

test('without a label it is hidden from screen readers, the text beside it speaks', () => {
  render(
    <div role="status">
      <PlainSpinner size="small" /> 正在加载数据…
    </div>,
  );
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('正在加载数据…');
  expect(status.querySelector('.xh-spinner')).toHaveAttribute('aria-hidden', 'true');
  expect(screen.getAllByRole('status')).toHaveLength(1);
});
