import { Link } from '@xingheng/shared/router';
import type { NoticeDetail } from '@xingheng/shared';
import { noticeDetailsPath } from '../../../paths';
import '../notices.css';

type Neighbour = NoticeDetail['prev'];

function Step({ label, item, none }: { label: string; item: Neighbour; none: string }) {
  if (!item) {
    return (
      <p className="sup-neighbour sup-neighbour--none" aria-disabled="true">
        {label}：{none}
      </p>
    );
  }
  return (
    <p className="sup-neighbour">
      {label}：<Link to={noticeDetailsPath(item.id)}>{item.title}</Link>
    </p>
  );
}

/**
 * Previous / next under a notice (SPEC §2 `/notices/details/{id}`): 上一篇 the older notice
 * (`prev`), 下一篇 the newer one (`next`); a missing neighbour shows plain text.
 * @param prev `NoticeDetail.prev`
 * @param next `NoticeDetail.next`
 */
export function NoticeNeighbours({ prev, next }: { prev: Neighbour; next: Neighbour }) {
  return (
    <nav className="sup-neighbours" aria-label="上一篇与下一篇">
      <Step label="上一篇" item={prev} none="已是最早的公告" />
      <Step label="下一篇" item={next} none="已是最新的公告" />
    </nav>
  );
}
