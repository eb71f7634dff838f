import { Link } from '@xingheng/shared/router';
import type { NewsDetail } from '@xingheng/shared';
import { newsDetailsPath } from '../../../paths';

type Neighbour = NewsDetail['prev'];

function Step({
  label,
  item,
  rel,
  none,
}: {
  label: string;
  item: Neighbour;
  rel: string;
  none: string;
}) {
  if (!item) {
    return (
      <p className="mkt-news-nav__step mkt-news-nav__step--none" aria-disabled="true">
        {label}：{none}
      </p>
    );
  }
  return (
    <p className="mkt-news-nav__step">
      {label}：
      <Link to={newsDetailsPath(item.id)} rel={rel}>
        {item.title}
      </Link>
    </p>
  );
}

/**
 * Previous / next navigation under an article (SPEC §2 `/news/details/{id}`): 上一篇 links the
 * older article (`prev`), 下一篇 the newer one (`next`); a missing neighbour shows plain text.
 * @param prev `NewsDetail.prev` (`{ id, title }` or `null`)
 * @param next `NewsDetail.next` (`{ id, title }` or `null`)
 */
export function NewsNeighbours({ prev, next }: { prev: Neighbour; next: Neighbour }) {
  return (
    <nav className="mkt-news-nav" aria-label="上一篇与下一篇">
      <Step label="上一篇" item={prev} rel="prev" none="已是最早的一篇" />
      <Step label="下一篇" item={next} rel="next" none="已是最新的一篇" />
    </nav>
  );
}
