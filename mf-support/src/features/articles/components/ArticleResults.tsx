import { Link } from '@xingheng/shared/router';
import { SUPPORT_CATEGORIES, type SupportArticlePage } from '@xingheng/shared';
import { BusyArea, ListPager } from '@xingheng/shared/ui';
import { EmptyState } from '../../../components/PageStates';
import { supportCenterPath } from '../../../paths';
import type { SupportQuery } from '../supportQuery';
import { ArticleListItem } from './ArticleListItem';
import '../articles.css';

function heading({ q, category }: SupportQuery): string {
  if (q !== null) return `“${q}”的搜索结果`;
  return category === null ? '全部文章' : SUPPORT_CATEGORIES[category];
}

function Empty({ query, page }: { query: SupportQuery; page: SupportArticlePage }) {
  if (page.total > 0) {
    return (
      <EmptyState
        description={`没有第 ${query.page} 页`}
        action={<Link to={supportCenterPath({ ...query, page: 1 })}>回到第 1 页</Link>}
      />
    );
  }
  if (query.q !== null) {
    return (
      <EmptyState
        description={`没有找到与“${query.q}”相关的内容，请换个关键词，或提交问题反馈`}
        action={<Link to={supportCenterPath()}>查看全部文章</Link>}
      />
    );
  }
  return <EmptyState description={query.category ? '该分类下暂无文章' : '暂无文章'} />;
}

/**
 * The article list of `/support` (SPEC §2): a heading (all, the category, or the search
 * results with their count), the articles with the search text highlighted, and paging by links
 * to each page's `?page=` address (they work before the page is hydrated); an empty list says why.
 * @param query the URL state
 * @param page the answer of `GET /api/web/support/list`
 * @param busy the next state is loading (the list is dimmed and `aria-busy`)
 */
export function ArticleResults({
  query,
  page,
  busy,
}: {
  query: SupportQuery;
  page: SupportArticlePage;
  busy: boolean;
}) {
  const showAll = query.q !== null || query.category !== null;
  return (
    <section className="sup-results" aria-labelledby="sup-results-heading" aria-busy={busy}>
      <div className="sup-results-head">
        <h2 id="sup-results-heading" className="sup-results-title">
          {heading(query)}
        </h2>
        <span className="sup-results-count">共 {page.total} 篇</span>
        {showAll && (
          <Link className="sup-results-all" to={supportCenterPath()}>
            {query.q !== null ? '清除搜索' : '全部文章'}
          </Link>
        )}
      </div>
      <BusyArea busy={busy}>
        {page.list.length === 0 ? (
          <Empty query={query} page={page} />
        ) : (
          <ul className="sup-list">
            {page.list.map((item) => (
              <ArticleListItem key={item.id} item={item} query={query.q} />
            ))}
          </ul>
        )}
      </BusyArea>
      {page.list.length > 0 && (
        <ListPager
          className="sup-pager"
          page={page}
          hrefOf={(next) => supportCenterPath({ ...query, page: next })}
        />
      )}
    </section>
  );
}
