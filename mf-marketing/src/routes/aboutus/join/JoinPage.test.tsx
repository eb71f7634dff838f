import { act, screen, waitFor, within } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import { renderRoute } from '@xingheng/shared/testing';
import { fakeJobsApi } from '../../../testing/jobFixtures';
import { createJobsLoader, JOBS_PATH } from '../../../features/recruitment/api';
import type { ApiFetch } from '../../../lib/apiFetch';
import { paths } from '../../../paths';
import { JoinPage } from './JoinPage';

/** `/aboutus/join` (with `query`) and `get` in place of `apiGet`. */
function renderJoin(get: ApiFetch, query = '') {
  return renderRoute(
    {
      path: paths.join,
      Component: JoinPage,
      loader: createJobsLoader('social', get),
      HydrateFallback: () => null,
    },
    { path: `${paths.join}${query}` },
  );
}

const positions = () => screen.getByRole('region', { name: '社会招聘职位' });

describe('JoinPage', () => {
  it('renders the h1, title, breadcrumbs and the social positions', async () => {
    const { get } = fakeJobsApi();
    renderJoin(get);
    expect(await screen.findByRole('heading', { level: 1, name: '加入我们' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('加入我们 - 星衡时空'));
    expect(screen.getByRole('link', { name: '关于我们' })).toHaveAttribute('href', '/aboutus');
    expect(within(positions()).getByText('GNSS 定位算法工程师')).toBeInTheDocument();
    expect(within(positions()).getByText('嵌入式软件工程师')).toBeInTheDocument();
    expect(within(positions()).queryByText('组合导航算法工程师（校招）')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hr@xingheng-space.com' })).toBeInTheDocument();
  });

  it('passes the URL query to the API and shows the filtered list', async () => {
    const calls: [string, AxiosRequestConfig?][] = [];
    const { get: inner } = fakeJobsApi();
    const get: ApiFetch = (path, config) => {
      calls.push([path, config]);
      return inner(path, config);
    };
    renderJoin(get, '?city=北京&category=算法');
    expect(await screen.findByText('GNSS 定位算法工程师')).toBeInTheDocument();
    expect(screen.queryByText('嵌入式软件工程师')).not.toBeInTheDocument();
    expect(calls).toEqual([
      [JOBS_PATH, { silent: true, params: { kind: 'social', city: '北京', category: '算法' } }],
    ]);
  });

  it('expands a position to its responsibilities and requirements', async () => {
    const { user } = renderJoin(fakeJobsApi().get);
    const duty = await screen.findByText('负责 PPP-RTK 与网络 RTK 定位引擎的算法研发');
    expect(duty).not.toBeVisible();
    await user.click(screen.getByText('GNSS 定位算法工程师'));
    expect(duty).toBeVisible();
    expect(screen.getByText('熟悉 RTCM 3.x 电文与模糊度固定方法')).toBeVisible();
  });

  it('writes a changed filter to the URL, reloads the list, and Back restores it', async () => {
    const { router, user } = renderJoin(fakeJobsApi().get);
    const cities = await screen.findByRole('navigation', { name: '工作城市' });
    expect(within(cities).getByRole('link', { name: '全部城市' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // A link to the filtered list, so it works before the page is hydrated.
    const shanghai = within(cities).getByRole('link', { name: '上海' });
    expect(shanghai).toHaveAttribute('href', `${paths.join}?city=${encodeURIComponent('上海')}`);
    await user.click(shanghai);
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?city=${encodeURIComponent('上海')}`),
    );
    await waitFor(() => expect(screen.queryByText('GNSS 定位算法工程师')).not.toBeInTheDocument());
    expect(screen.getByText('嵌入式软件工程师')).toBeInTheDocument();
    expect(within(cities).getByRole('link', { name: '上海' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await act(() => router.navigate(-1));
    expect(await screen.findByText('GNSS 定位算法工程师')).toBeInTheDocument();
  });

  it('shows the empty state and clears the filters', async () => {
    const { router, user } = renderJoin(fakeJobsApi().get, '?city=北京&category=软件');
    expect(await screen.findByText('暂无符合条件的职位')).toBeInTheDocument();
    const clear = screen.getByRole('link', { name: '清除筛选' });
    expect(clear).toHaveAttribute('href', paths.join);
    await user.click(clear);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('GNSS 定位算法工程师')).toBeInTheDocument();
    expect(screen.getByText('嵌入式软件工程师')).toBeInTheDocument();
  });

  it('shows an error state with 重新加载 when the API fails', async () => {
    const get = (() => Promise.reject(new Error('offline'))) as ApiFetch;
    renderJoin(get);
    expect(await screen.findByRole('alert')).toHaveTextContent('职位内容加载失败');
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});
