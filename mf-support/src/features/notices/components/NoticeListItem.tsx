import { Link } from '@xingheng/shared/router';
import type { NoticeSummary } from '@xingheng/shared';
import { formatChineseDate } from '../../../lib/chineseDate';
import { noticeDetailsPath } from '../../../paths';
import { NoticeTypeTag } from './NoticeTypeTag';

/**
 * One notice of the list (SPEC §2 `/notices`): type, date, linked title (h2) and summary.
 * @param item a `NoticeSummary` of `GET /api/web/notices/list`
 */
export function NoticeListItem({ item }: { item: NoticeSummary }) {
  return (
    <li className="sup-item">
      <article>
        <p className="sup-meta">
          <NoticeTypeTag type={item.type} />
          <time dateTime={item.publishedDate}>{formatChineseDate(item.publishedDate)}</time>
        </p>
        <h2 className="sup-item-title sup-notice-title">
          <Link to={noticeDetailsPath(item.id)}>{item.title}</Link>
        </h2>
        <p className="sup-item-summary">{item.summary}</p>
      </article>
    </li>
  );
}
