import { Chip } from '../../../components/Chip';
import { Link } from '@xingheng/shared/router';
import type { NewsSummary } from '@xingheng/shared';
import { formatChineseDate } from '../../../lib/chineseDate';
import { newsDetailsPath } from '../../../paths';

/**
 * One article of the news list (SPEC §2 `/news`): date, category tag, linked title (h2),
 * summary and source.
 * @param item a `NewsSummary` of `GET /api/web/news/list`
 */
export function NewsListItem({ item }: { item: NewsSummary }) {
  return (
    <li className="mkt-news-item">
      <article className="mkt-news-item__body">
        <div className="mkt-card__tags">
          <time dateTime={item.publishedAt}>{formatChineseDate(item.publishedAt)}</time>
          <Chip tone="blue">{item.category}</Chip>
        </div>
        <h2 className="mkt-news-item__title">
          <Link to={newsDetailsPath(item.id)}>{item.title}</Link>
        </h2>
        <p className="mkt-news-item__summary">{item.summary}</p>
        <p className="mkt-news-item__source">来源：{item.source}</p>
      </article>
    </li>
  );
}
