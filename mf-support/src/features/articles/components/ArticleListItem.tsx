import { Link } from '@xingheng/shared/router';
import { SUPPORT_CATEGORIES, type SupportArticleSummary } from '@xingheng/shared';
import { Highlighted } from '@xingheng/shared/ui';
import { Tag } from '../../../components/Tag';
import { formatChineseDate } from '../../../lib/chineseDate';
import { supportDetailsPath } from '../../../paths';

/**
 * One article of a support list (SPEC §2 `/support`): category, linked title (h3), summary and
 * update date; the search text is highlighted in the title and summary.
 * @param item a `SupportArticleSummary` of `GET /api/web/support/list`
 * @param query the search text, or `null`
 */
export function ArticleListItem({
  item,
  query,
}: {
  item: SupportArticleSummary;
  query: string | null;
}) {
  return (
    <li className="sup-item">
      <article>
        <h3 className="sup-item-title">
          <Link to={supportDetailsPath(item.id)}>
            <Highlighted text={item.title} query={query ?? ''} markClassName="sup-mark" />
          </Link>
        </h3>
        <p className="sup-item-summary">
          <Highlighted text={item.summary} query={query ?? ''} markClassName="sup-mark" />
        </p>
        <p className="sup-meta">
          <Tag color="blue">{SUPPORT_CATEGORIES[item.category]}</Tag>
          <span>
            更新于 <time dateTime={item.updatedDate}>{formatChineseDate(item.updatedDate)}</time>
          </span>
        </p>
      </article>
    </li>
  );
}
