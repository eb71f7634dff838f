// The site's base styles first, as in every other chunk (one CSS order for the build).
import '../../components/marketing.css';
import { useLoaderData, useNavigation } from '@xingheng/shared/router';
import { BusyArea, ListPager, PageMeta } from '@xingheng/shared/ui';
import { Section } from '../../components/Section';
import { pageEntry } from '../../content/staticPages';
import { NewsCategoryFilter } from '../../features/news/components/NewsCategoryFilter';
import { NewsListItem } from '../../features/news/components/NewsListItem';
import { newsListPath, paths } from '../../paths';
import type { NewsListData } from './newsListLoader';
import '../../features/news/news.css';

/** The page's title for the document: 新闻资讯, plus 第 N 页 beyond page 1. */
function documentTitle(title: string, page: number): string {
  return page > 1 ? `${title} 第 ${page} 页` : title;
}

/**
 * The news list `/news` (SPEC §2): h1 新闻资讯, a category filter and a pager that both write
 * `?category=&page=` to the URL (the loader reads it back, so Back restores the previous state),
 * the articles of the page, and the empty state 该分类下暂无新闻. Reads `NewsListData` from the
 * route loader. Plain markup, no antd: the filter and the pager are links, so they work before
 * the page is hydrated (docs/performance.md "Small pages").
 */
export function NewsListPage() {
  const { categories, category, news, requestedPage } = useLoaderData<NewsListData>();
  const navigation = useNavigation();
  const entry = pageEntry(paths.news);
  const busy = navigation.state === 'loading' && navigation.location.pathname === paths.news;

  return (
    <Section id="mkt-news-list">
      <PageMeta title={documentTitle(entry.title, news.page)} description={entry.description} />
      <header className="mkt-news-head">
        <h1 className="mkt-news-head__title">{entry.title}</h1>
        <p className="mkt-news-head__lead">{entry.description}</p>
      </header>
      <NewsCategoryFilter categories={categories} value={category} />
      {requestedPage !== null && (
        <p className="mkt-news-notice" role="status">
          {`没有第 ${requestedPage} 页，已为您显示第 1 页。`}
        </p>
      )}
      <BusyArea busy={busy}>
        {news.list.length === 0 ? (
          <p className="mkt-empty mkt-news-empty">
            {category ? '该分类下暂无新闻' : '暂无新闻发布'}
          </p>
        ) : (
          <ul className="mkt-news-list">
            {news.list.map((item) => (
              <NewsListItem key={item.id} item={item} />
            ))}
          </ul>
        )}
      </BusyArea>
      <ListPager
        className="mkt-news-pager"
        page={news}
        hrefOf={(page) => newsListPath({ category, page })}
      />
    </Section>
  );
}
