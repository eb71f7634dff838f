import { Link } from 'react-router';
import type { SupportArticleSummary } from '@xingheng/shared';
import { formatChineseDate } from '../../../lib/chineseDate';
import { supportDetailsPath } from '../../../paths';
import '../articles.css';

/**
 * 相关文章 under a support article: up to 4 articles of its category, each a link with its
 * summary; nothing when there are none.
 * @param items `SupportArticle.related`
 */
export function RelatedArticles({ items }: { items: SupportArticleSummary[] }) {
  if (items.length === 0) return null;
  return (
    <section className="sup-related" aria-labelledby="sup-related-heading">
      <h2 id="sup-related-heading" className="sup-related-title">
        相关文章
      </h2>
      <ul className="sup-related-list">
        {items.map((item) => (
          <li key={item.id} className="sup-related-item">
            <Link to={supportDetailsPath(item.id)}>{item.title}</Link>
            <span className="sup-related-summary">{item.summary}</span>
            <time dateTime={item.updatedDate}>{formatChineseDate(item.updatedDate)}</time>
          </li>
        ))}
      </ul>
    </section>
  );
}
