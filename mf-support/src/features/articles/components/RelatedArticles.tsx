import { Link } from '@xingheng/shared/router';
import { TitledList, type SupportArticleSummary } from '@xingheng/shared';
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
    <TitledList
      className="sup-related"
      headingId="sup-related-heading"
      headingClassName="sup-related-title"
      title="相关文章"
      listClassName="sup-related-list"
      itemClassName="sup-related-item"
      items={items}
      itemKey={(item) => item.id}
      renderItem={(item) => (
        <>
          <Link to={supportDetailsPath(item.id)}>{item.title}</Link>
          <span className="sup-related-summary">{item.summary}</span>
          <time dateTime={item.updatedDate}>{formatChineseDate(item.updatedDate)}</time>
        </>
      )}
    />
  );
}
