import type { ReactNode } from 'react';
import { Link } from '@xingheng/shared/router';
import type { NoticeSummary, Paged } from '@xingheng/shared';
import { BusyArea, ListPager } from '@xingheng/shared/ui';
import { EmptyState } from '../../../components/PageStates';
import { noticesPath } from '../../../paths';
import type { NoticeQuery } from '../noticeQuery';
import { NoticeListItem } from './NoticeListItem';
import '../notices.css';

/**
 * The notices of one page, newest first, with paging by links to each page's `?page=` address
 * (SPEC §2 `/notices`; they work before the page is hydrated); an empty page says why.
 * @param query the URL state
 * @param notices the answer of `GET /api/web/notices/list`
 * @param busy the next state is loading (dimmed, `aria-busy`)
 */
export function NoticeList({
  query,
  notices,
  busy,
}: {
  query: NoticeQuery;
  notices: Paged<NoticeSummary>;
  busy: boolean;
}) {
  let empty: ReactNode = null;
  if (notices.list.length === 0) {
    empty =
      notices.total > 0 ? (
        <EmptyState
          description={`没有第 ${query.page} 页`}
          action={<Link to={noticesPath({ type: query.type })}>回到第 1 页</Link>}
        />
      ) : (
        <EmptyState description={query.type ? '该类型下暂无公告' : '暂无公告'} />
      );
  }
  return (
    <div aria-busy={busy}>
      <BusyArea busy={busy}>
        {empty ?? (
          <ul className="sup-list sup-notice-list">
            {notices.list.map((item) => (
              <NoticeListItem key={item.id} item={item} />
            ))}
          </ul>
        )}
      </BusyArea>
      {notices.list.length > 0 && (
        <ListPager
          className="sup-pager"
          page={notices}
          hrefOf={(page) => noticesPath({ type: query.type, page })}
        />
      )}
    </div>
  );
}
