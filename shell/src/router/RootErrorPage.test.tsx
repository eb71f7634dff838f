import { screen } from '@testing-library/react';
import { data } from 'react-router';
import { renderRoute } from '@xingheng/shared/testing';
import { RootErrorPage } from './RootErrorPage';

/** The root route's error element: the shell itself failed (SPEC §2, §8). */

function renderFailingRoot(failure: () => never) {
  renderRoute({
    id: 'root',
    path: '/',
    loader: failure,
    element: <h1>不应显示</h1>,
    errorElement: <RootErrorPage />,
    HydrateFallback: () => <p>加载中</p>,
  });
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('RootErrorPage', () => {
  it('shows the 404 page for a 404 route response', async () => {
    renderFailingRoot(() => {
      throw data(null, { status: 404 });
    });
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('抱歉，您访问的页面不存在。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  });

  it('shows the error page with the status of another route response', async () => {
    renderFailingRoot(() => {
      throw data(null, { status: 503 });
    });
    expect(await screen.findByRole('heading', { level: 1, name: '503' })).toBeInTheDocument();
    expect(screen.getByText('抱歉，服务器出错了。')).toBeInTheDocument();
  });

  it('shows the 500 page for a thrown error', async () => {
    renderFailingRoot(() => {
      throw new Error('布局初始化失败');
    });
    expect(await screen.findByRole('heading', { level: 1, name: '500' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '不应显示' })).not.toBeInTheDocument();
  });
});
