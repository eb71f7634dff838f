import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlainAlert } from './PlainAlert';
import { PlainButton } from './PlainButton';

test('the message is an alert; an action sits inside it and works', async () => {
  const retry = jest.fn();
  render(
    <PlainAlert action={<PlainButton onClick={retry}>重试</PlainButton>}>
      数据加载失败：网络异常
    </PlainAlert>,
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('数据加载失败：网络异常');
  await userEvent.setup().click(within(alert).getByRole('button', { name: '重试' }));
  expect(retry).toHaveBeenCalledTimes(1);
});
