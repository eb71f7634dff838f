import { Chip } from '../../../components/Chip';
import { Link } from '@xingheng/shared/router';
import type { NewsSummary } from '@xingheng/shared';
import { Section } from '../../../components/Section';
import { SectionError } from '../../../components/SectionError';
import { newsDetailsPath, paths } from '../../../paths';

/**
 * The news teaser (SPEC §2 `/`, `/api/web/news/list` page 1): date, category tag and linked title
 * of the latest items, plus 更多新闻 → `/news`.
 * @param news the loader's items (`null` = request failed: error state)
 */
export function NewsTeaser({ news }: { news: NewsSummary[] | null }) {
  return (
    <Section
      id="mkt-news"
      title="新闻动态"
      extra={<Link to={paths.news}>更多新闻</Link>}
      tone="muted"
    >
      {news === null && <SectionError what="新闻" />}
      {news?.length === 0 && <p className="mkt-empty">暂无新闻发布。</p>}
      {news && news.length > 0 && (
        <ul className="mkt-grid mkt-grid--3">
          {news.map((n) => (
            <li key={n.id} className="mkt-card mkt-card--stretch">
              <div className="mkt-card__tags">
                <time dateTime={n.publishedAt}>{n.publishedAt.slice(0, 10)}</time>
                <Chip>{n.category}</Chip>
              </div>
              <h3 className="mkt-card__title">
                <Link className="mkt-stretched-link" to={newsDetailsPath(n.id)}>
                  {n.title}
                </Link>
              </h3>
              <p className="mkt-card__text">{n.summary}</p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
