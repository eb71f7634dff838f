import { configure, screen, within } from '@testing-library/react';
import type { NewsDetail } from '@xingheng/shared';
import { renderRoute } from '@xingheng/shared/testing';
import { newsDetailsPath, patterns } from '#paths';
import { NEWS_DETAIL_FIXTURE } from '#testing/newsDetailFixture';
import { NewsDetailPage } from './NewsDetailPage';

// antd pages render slowly when the whole suite runs in parallel on 2 cores.
configure({ asyncUtilTimeout: 5000 });

/** The article page with `article` in place of `GET /web/news/:id`. */
function renderDetail(article: NewsDetail) {
  return renderRoute(
    {
      path: patterns.newsDetails,
      Component: NewsDetailPage,
      loader: () => article,
      HydrateFallback: () => null,
    },
    { path: newsDetailsPath(article.id) },
  );
}

describe('NewsDetailPage', () => {
  it('renders breadcrumbs, title, date, source, category, body and the meta', async () => {
    renderDetail(NEWS_DETAIL_FIXTURE);
    const h1 = await screen.findByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent(NEWS_DETAIL_FIXTURE.title);
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: '新闻资讯' })).toHaveAttribute('href', '/news');
    expect(screen.getByText('2026年10月18日')).toBeInTheDocument();
    expect(screen.getByText('来源：星衡时空')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '公司新闻' })).toHaveAttribute(
      'href',
      `/news?category=${encodeURIComponent('公司新闻')}`,
    );
    expect(await screen.findByRole('heading', { level: 2, name: '覆盖变化' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回新闻列表' })).toHaveAttribute('href', '/news');
    expect(document.title).toBe(`${NEWS_DETAIL_FIXTURE.title} - 星衡时空`);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      NEWS_DETAIL_FIXTURE.summary,
    );
  });

  it('links the previous and next articles, and shows plain text at either end', async () => {
    renderDetail(NEWS_DETAIL_FIXTURE);
    const nav = await screen.findByRole('navigation', { name: '上一篇与下一篇' });
    expect(
      within(nav).getByRole('link', { name: 'Locate-DM 亚米级服务开放免费试用' }),
    ).toHaveAttribute('href', '/news/details/30');
    expect(within(nav).getByText(/^上一篇/)).toHaveTextContent('上一篇：Locate-DM');
    expect(within(nav).getByRole('link', { name: 'P-BOX 组合导航终端量产发布' })).toHaveAttribute(
      'href',
      '/news/details/32',
    );
  });

  it('shows disabled text when there is no previous or next article', async () => {
    renderDetail({ ...NEWS_DETAIL_FIXTURE, prev: null, next: null });
    const nav = await screen.findByRole('navigation', { name: '上一篇与下一篇' });
    expect(within(nav).queryByRole('link')).not.toBeInTheDocument();
    expect(within(nav).getByText('上一篇：已是最早的一篇')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(nav).getByText('下一篇：已是最新的一篇')).toBeInTheDocument();
  });

  it('never runs a script or an event handler from the body', async () => {
    const html =
      '<p>正文第一段</p><script>window.__pwned=1</script><img src=x onerror="window.__pwned=1">';
    const { container } = renderDetail({ ...NEWS_DETAIL_FIXTURE, html });
    expect(await screen.findByText('正文第一段')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('img')).not.toBeNull();
    expect(Reflect.get(window, '__pwned')).toBeUndefined();
  });
});
