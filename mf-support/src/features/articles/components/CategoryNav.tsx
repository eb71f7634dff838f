import { Link } from '@xingheng/shared/router';
import { SUPPORT_CATEGORIES, type SupportCategoryKey } from '@xingheng/shared';
import { supportCenterPath } from '../../../paths';

/**
 * The side nav of a support article (SPEC §2 `/support/details/{id}`): each category links to
 * its list on `/support`; the article's own category is highlighted (`aria-current="true"`).
 * Styled like the policy nav (a column, or tabs at ≤768px).
 * @param current the article's category
 */
export function CategoryNav({ current }: { current: SupportCategoryKey }) {
  const keys = Object.keys(SUPPORT_CATEGORIES) as SupportCategoryKey[];
  return (
    <nav className="sup-nav" aria-label="文档分类">
      <p className="sup-nav-heading">文档分类</p>
      <ul className="sup-nav-list">
        {keys.map((key) => (
          <li key={key}>
            <Link
              to={supportCenterPath({ category: key })}
              className={key === current ? 'sup-nav-link sup-nav-link--active' : 'sup-nav-link'}
              aria-current={key === current ? 'true' : undefined}
            >
              {SUPPORT_CATEGORIES[key]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
