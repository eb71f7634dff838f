import { configure, act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoaderFunction } from 'react-router';
import { renderRoute } from '@xingheng/shared/testing';
import { newsListPath, paths } from '../../paths';
import { FIXTURE_CATEGORIES, FIXTURE_NEWS, fakeNewsApi } from '../../testing/newsFixtures';
import { createNewsListLoader, type NewsListData } from './newsListLoader';
import { NewsListPage } from './NewsListPage';

// Router pages render slowly when the whole suite runs in parallel on 2 cores.
configure({ asyncUtilTimeout: 5000 });

/** `/news` (or `initial`) with `loader` in place of the real one. */
function renderList(loader: LoaderFunction, initial: string = paths.news) {
  const { router } = renderRoute(
    { path: paths.news, Component: NewsListPage, loader, HydrateFallback: () => null },
    { path: initial },
  );
  return router;
}

const fixture: NewsListData = {
  categories: FIXTURE_CATEGORIES,
  category: null,
  news: { list: FIXTURE_NEWS.slice(0, 6), total: FIXTURE_NEWS.length, page: 1, pageSize: 6 },
  requestedPage: null,
};

/** The category filter's choice `name` (a link). */
const category = (name: string) =>
  within(screen.getByRole('navigation', { name: '新闻分类' })).getByRole('link', { name });
const pickCategory = (name: string) => userEvent.click(category(name));
/** Whether the choice `name` is the current one. */
const isCurrent = (name: string) => category(name).getAttribute('aria-current') === 'page';

describe('NewsListPage', () => {
  it('renders the h1, the filter and each item from the loader data', async () => {
    renderList(() => fixture);
    expect(await screen.findByRole('heading', { level: 1, name: '新闻资讯' })).toBeInTheDocument();
    expect(isCurrent('全部')).toBe(true);
    const choices = within(screen.getByRole('navigation', { name: '新闻分类' })).getAllByRole(
      'link',
    );
    expect(choices.map((link) => link.textContent)).toEqual(['全部', ...FIXTURE_CATEGORIES]);
    // Links, so the filter works before the page is hydrated: page 1 of the category.
    expect(category('产品发布')).toHaveAttribute('href', newsListPath({ category: '产品发布' }));
    const first = screen.getByRole('link', { name: '星衡时空地基增强网络新增 200 座基准站' });
    expect(first).toHaveAttribute('href', '/news/details/40');
    const item = first.closest('article') as HTMLElement;
    expect(within(item).getByText('2026年10月20日')).toBeInTheDocument();
    expect(within(item).getByText('产品发布')).toBeInTheDocument();
    expect(within(item).getByText('来源：星衡时空')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    expect(document.title).toBe('新闻资讯 - 星衡时空');
  });

  it('writes the category and page to the URL, and Back restores the previous state', async () => {
    const router = renderList(createNewsListLoader(fakeNewsApi()));
    await screen.findByRole('heading', { level: 1 });
    const search = () => new URLSearchParams(router.state.location.search);

    await pickCategory('产品发布');
    await waitFor(() => expect(isCurrent('产品发布')).toBe(true));
    expect(search().get('category')).toBe('产品发布');
    expect(search().get('page')).toBeNull();
    expect(screen.queryByRole('heading', { name: /ISO\/IEC 27001/ })).not.toBeInTheDocument();

    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(within(pager).getByRole('link', { name: '第 2 页' })).toHaveAttribute(
      'href',
      newsListPath({ category: '产品发布', page: 2 }),
    );
    await userEvent.click(within(pager).getByRole('link', { name: '第 2 页' }));
    expect(await screen.findByRole('heading', { level: 2, name: /小巨人/ })).toBeVisible();
    expect(router.state.location.search).toBe(`?category=${encodeURIComponent('产品发布')}&page=2`);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    expect(document.title).toBe('新闻资讯 第 2 页 - 星衡时空');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6));
    expect(search().get('page')).toBeNull();
    expect(isCurrent('产品发布')).toBe(true);

    await act(() => router.navigate(-1));
    await waitFor(() => expect(isCurrent('全部')).toBe(true));
    expect(screen.getByRole('heading', { level: 2, name: /ISO\/IEC 27001/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('opens the page given in the URL, and page 1 with a notice for a page beyond the last', async () => {
    renderList(createNewsListLoader(fakeNewsApi()), newsListPath({ page: 3 }));
    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(2);

    renderList(createNewsListLoader(fakeNewsApi()), newsListPath({ page: 50 }));
    expect(await screen.findByText('没有第 50 页，已为您显示第 1 页。')).toBeInTheDocument();
  });

  it('shows the empty state for a category without news', async () => {
    renderList(() => ({
      ...fixture,
      category: '卫星发射',
      news: { ...fixture.news, list: [], total: 0 },
    }));
    expect(await screen.findByText('该分类下暂无新闻')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });
});
