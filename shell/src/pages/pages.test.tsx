import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '../layout/testing/renderWithShell';
import { NotFoundPage } from './NotFoundPage';
import { PageLoading } from './PageLoading';
import { SectionFallback } from './SectionFallback';
import { ServerErrorPage } from './ServerErrorPage';

describe('NotFoundPage', () => {
  it('says 404 and links back home, navigating in the app', async () => {
    const { router } = renderWithShell(<NotFoundPage />, { path: '/no/such/page' });
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('抱歉，您访问的页面不存在。')).toBeInTheDocument();
    const home = screen.getByRole('link', { name: '返回首页' });
    expect(home).toHaveAttribute('href', '/');
    await userEvent.click(home);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(document.title).toBe('页面不存在 - 星衡时空');
  });
});

describe('ServerErrorPage', () => {
  it('is titled 500 by default', () => {
    renderWithShell(<ServerErrorPage />);
    expect(screen.getByRole('heading', { level: 1, name: '500' })).toBeInTheDocument();
    expect(screen.getByText('抱歉，服务器出错了。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  });

  it('is titled with the given status, also outside a router', () => {
    render(<ServerErrorPage status={503} />);
    expect(screen.getByRole('heading', { level: 1, name: '503' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  });
});

describe('SectionFallback', () => {
  it('explains the section is unavailable and retries on 重试', async () => {
    const onRetry = jest.fn();
    renderWithShell(<SectionFallback remoteName="mf-order" onRetry={onRetry} />);
    expect(
      screen.getByRole('heading', { level: 1, name: '该栏目暂时无法访问' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/请稍后重试/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  });
});

describe('PageLoading', () => {
  it('announces 加载中…', () => {
    render(<PageLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('加载中…');
  });
});
