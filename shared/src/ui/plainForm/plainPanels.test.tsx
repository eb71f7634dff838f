import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, Link } from 'react-router';
import { PlainAlert } from './PlainAlert';
import { PlainButton } from './PlainButton';
import { PlainLinkButton } from './PlainLinkButton';
import { PlainResult } from './PlainResult';
import { PlainSteps } from './PlainSteps';

const STEPS = ['验证手机', '设置新密码', '完成'];

test('steps: an ordered list; the current step is marked, the ones before it are done', () => {
  render(<PlainSteps items={STEPS} current={1} label="找回密码步骤" />);
  const list = screen.getByRole('list', { name: '找回密码步骤' });
  const items = within(list).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    '验证手机（已完成）',
    '2设置新密码',
    '3完成',
  ]);
  expect(items[1]).toHaveAttribute('aria-current', 'step');
  expect(items[0]).not.toHaveAttribute('aria-current');
  expect(items[2]).not.toHaveAttribute('aria-current');
});

test('steps: the first step is current when nothing is done yet', () => {
  render(<PlainSteps items={STEPS} current={0} />);
  const items = within(screen.getByRole('list', { name: '步骤' })).getAllByRole('listitem');
  expect(items[0]).toHaveAttribute('aria-current', 'step');
  expect(screen.queryByText(/已完成/)).not.toBeInTheDocument();
});

/** Renders `element` at `/pwd` of a memory router that also has a `/login` page. */
function renderRouted(element: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/pwd', element },
      { path: '/login', element: <h1>登录页</h1> },
    ],
    { initialEntries: ['/pwd'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

test('result: the heading says what succeeded, with its line and actions', async () => {
  const user = userEvent.setup();
  renderRouted(
    <PlainResult
      title="密码已重置"
      subTitle="请使用新密码重新登录。"
      extra={
        <PlainLinkButton to="/login" variant="primary">
          去登录
        </PlainLinkButton>
      }
    />,
  );
  expect(screen.getByRole('heading', { level: 2, name: '密码已重置' })).toBeInTheDocument();
  expect(screen.getByText('请使用新密码重新登录。')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: '去登录' }));
  expect(await screen.findByRole('heading', { name: '登录页' })).toBeInTheDocument();
});

test('result: with focusOnShow its heading takes the focus; without, the focus stays', () => {
  const { unmount } = render(<PlainResult title="提交成功" focusOnShow />);
  expect(screen.getByRole('heading', { name: '提交成功' })).toHaveFocus();
  unmount();
  render(<PlainResult title="密码已重置" />);
  expect(screen.getByRole('heading', { name: '密码已重置' })).not.toHaveFocus();
});

test("link button: a link with the button's look, never disabled, even in the server's HTML", () => {
  const router = createMemoryRouter(
    [{ path: '/', element: <PlainLinkButton to="/login">去登录</PlainLinkButton> }],
    { initialEntries: ['/'] },
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(<RouterProvider router={router} />);
  const link = within(container).getByRole('link', { name: '去登录' });
  expect(link).toHaveAttribute('href', '/login');
  expect(link).toHaveClass('xh-btn');
});

test('alert: the message and its description, links included, are one alert', () => {
  renderRouted(
    <PlainAlert description={<Link to="/login">使用该手机号登录</Link>}>
      该手机号已注册，请直接登录
    </PlainAlert>,
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('该手机号已注册，请直接登录使用该手机号登录');
  expect(within(alert).getByRole('link', { name: '使用该手机号登录' })).toHaveAttribute(
    'href',
    '/login',
  );
});

test('link-styled button: a button that runs its action', async () => {
  const onClick = jest.fn();
  const user = userEvent.setup();
  render(
    <PlainButton variant="link" block onClick={onClick}>
      返回上一步
    </PlainButton>,
  );
  await user.click(screen.getByRole('button', { name: '返回上一步' }));
  expect(onClick).toHaveBeenCalledTimes(1);
});
